/**
 * The date-entry field of SPEC section 2: a read-only text box showing DD-MM-YYYY (placeholder DATUM)
 * that opens a calendar on click, Enter, Space or Arrow Down, unless the field is read-only. Picking a
 * day stores it as YYYY-MM-DD and closes the calendar. Below 450 px width the calendar is a dialog.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDate } from '@portal/shared/format';
import { DATE_DIALOG_BREAKPOINT } from '@portal/shared/options';
import { describedBy, useFormField } from '../../hooks/use-form-field';
import { useFormRules } from '../../hooks/use-form-rules';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';
import { useSelectableDates } from '../../hooks/use-selectable-dates';
import { FORM_TEXT } from '../../messages';
import { initialYearMonth, todayValue } from '../../utils/calendar';
import { FieldItem } from '../field-item';
import type { BaseFieldProps } from '../field-props';
import { textInputClass } from '../text-input-class';
import './date-field.css';

export interface DateFieldProps extends BaseFieldProps {
  placeholder?: string;
  /** Shows the date without a calendar. */
  readOnly?: boolean;
  /** Year the calendar opens on when the field is empty. */
  initialYear?: number;
  /** Month (1-12) the calendar opens on when the field is empty. */
  initialMonth?: number;
  /** Replaces the limits from the field's rules: return whether a 'YYYY-MM-DD' day may be picked. */
  isDateSelectable?: (date: string) => boolean;
  /** Offer 'Wissen' in the calendar to empty the field. */
  allowClear?: boolean;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** While the calendar's chunk arrives (a slow phone network), the field says so instead of nothing. */
const calendarLoading = <div role="status">{FORM_TEXT.loading}</div>;

const loadDateCalendar = () => import('./date-calendar');
const LazyDateCalendar = lazy(() => loadDateCalendar().then((module) => ({ default: module.DateCalendar })));
/** The calendar's code (and antd's), asked for as the text box gets focus, before the click or key. */
const preloadDateCalendar = () => {
  loadDateCalendar().catch(() => undefined);
};

export function DateField(props: DateFieldProps) {
  const { name, label, extra, disabled, placeholder = FORM_TEXT.datePlaceholder, readOnly = false } = props;
  const field = useFormField<string | null>(name);
  const { input } = field;
  const { today = todayValue() } = useFormRules();
  const selectable = useSelectableDates(name, props.isDateSelectable);
  const narrow = useNarrowScreen(DATE_DIALOG_BREAKPOINT);
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it can close with its animation and open again at once.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open && narrow && !dialogUsed) setDialogUsed(true);
  const value = typeof input.value === 'string' && input.value !== '' ? input.value : undefined;
  const canOpen = !readOnly && !disabled;
  const panelId = `${field.inputId}-calendar`;

  const dismiss = () => {
    setOpen(false);
    input.onBlur();
  };
  // After Escape or a pick, focus goes back to the text box (not after a click elsewhere).
  const close = () => {
    dismiss();
    document.getElementById(field.inputId)?.focus();
  };
  const select = (date: string | null) => {
    input.onChange(date);
    close();
  };

  // Tabbing out of the popup closes it; focus lost to nothing (a view switching) does not.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (
      next instanceof Node &&
      !event.currentTarget.contains(next) &&
      next !== document.getElementById(field.inputId)
    ) {
      dismiss();
    }
  };

  // On a wide screen a press outside the field and its popup closes the calendar, as antd's popover did.
  const wrapper = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  const popupOpen = open && !narrow;
  useEffect(() => {
    if (!popupOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) dismissRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [popupOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape on the text box closes an open calendar, as in any combobox.
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      dismiss();
      return;
    }
    if (!canOpen || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpen(true);
  };

  const calendarProps = {
    id: panelId,
    asDialog: narrow,
    open,
    onBlur: narrow ? undefined : closeWhenFocusLeaves,
    value,
    today,
    initial: initialYearMonth({
      value,
      initialYear: props.initialYear,
      initialMonth: props.initialMonth,
      today,
      range: selectable.range,
    }),
    range: selectable.range,
    isSelectable: selectable.isSelectable,
    onSelect: select,
    onClear: props.allowClear && value ? () => select(null) : undefined,
    onClose: close,
  };

  return (
    <FieldItem field={field} label={label} extra={extra}>
      <div className="portal-date-field" ref={wrapper}>
        <input
          id={field.inputId}
          name={name}
          type="text"
          className={textInputClass(field.errors.length > 0)}
          readOnly
          value={value ? formatDate(value) || value : ''}
          placeholder={placeholder}
          disabled={disabled}
          // A click opens the calendar; on a wide screen a second click closes it again.
          onClick={canOpen ? () => setOpen(narrow ? true : !open) : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (canOpen) preloadDateCalendar();
            input.onFocus();
          }}
          // A text box that opens a calendar dialog: as a combobox it may say whether that is open.
          role={canOpen ? 'combobox' : undefined}
          aria-haspopup={canOpen ? 'dialog' : undefined}
          aria-expanded={canOpen ? open : undefined}
          aria-controls={open ? panelId : undefined}
          {...describedBy(field, extra)}
        />
        {narrow ? (
          dialogUsed ? (
            <Suspense fallback={calendarLoading}>
              <LazyDateCalendar {...calendarProps} />
            </Suspense>
          ) : null
        ) : open ? (
          // Right after the text box, so Tab moves from the box into the calendar.
          <div className="portal-date-field__popup">
            <Suspense fallback={calendarLoading}>
              <LazyDateCalendar {...calendarProps} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </FieldItem>
  );
}
