/**
 * The date-entry field of SPEC section 2: a read-only text box showing DD-MM-YYYY (placeholder DATUM)
 * that opens a calendar on click, Enter, Space or Arrow Down, unless the field is read-only. Picking a
 * day stores it as YYYY-MM-DD and closes the calendar. Below 450 px width the calendar is a dialog.
 */
import { Input, Popover } from 'antd';
import { lazy, Suspense, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDate } from '@portal/shared/format';
import { DATE_DIALOG_BREAKPOINT } from '@portal/shared/options';
import { useFormField } from '../../hooks/use-form-field';
import { useFormRules } from '../../hooks/use-form-rules';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';
import { useSelectableDates } from '../../hooks/use-selectable-dates';
import { FORM_TEXT } from '../../messages';
import { initialYearMonth, todayValue } from '../../utils/calendar';
import { FieldItem } from '../field-item';
import type { BaseFieldProps } from '../field-props';
import { CalendarPanel } from './calendar-panel';

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

const loadDateDialog = () => import('./date-dialog');
const LazyDateDialog = lazy(() => loadDateDialog().then((module) => ({ default: module.DateDialog })));
/** The dialog's code, asked for as the text box gets focus (before the click or key that opens it). */
const preloadDateDialog = () => {
  loadDateDialog().catch(() => undefined);
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!canOpen || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpen(true);
  };

  // Always a node: antd's popover ignores open requests while it has no content; it unmounts when hidden.
  const panel = (
    <div
      id={panelId}
      role={narrow ? undefined : 'dialog'}
      aria-label={narrow ? undefined : FORM_TEXT.chooseDate}
      onBlur={narrow ? undefined : closeWhenFocusLeaves}
    >
      <CalendarPanel
        value={value}
        today={today}
        initial={initialYearMonth({
          value,
          initialYear: props.initialYear,
          initialMonth: props.initialMonth,
          today,
          range: selectable.range,
        })}
        range={selectable.range}
        isSelectable={selectable.isSelectable}
        onSelect={select}
        onClear={props.allowClear && value ? () => select(null) : undefined}
        onClose={close}
      />
    </div>
  );

  const textBox = (
    <Input
      id={field.inputId}
      name={name}
      readOnly
      value={value ? formatDate(value) || value : ''}
      placeholder={placeholder}
      disabled={disabled}
      onClick={narrow && canOpen ? () => setOpen(true) : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => {
        if (narrow && canOpen) preloadDateDialog();
        input.onFocus();
      }}
      // A text box that opens a calendar dialog: as a combobox it may say whether that is open.
      role={canOpen ? 'combobox' : undefined}
      aria-haspopup={canOpen ? 'dialog' : undefined}
      aria-expanded={canOpen ? open : undefined}
      aria-controls={open ? panelId : undefined}
      status={field.errors.length > 0 ? 'error' : undefined}
      {...field.a11y}
    />
  );

  return (
    <FieldItem field={field} label={label} extra={extra}>
      {narrow ? (
        <>
          {textBox}
          {dialogUsed ? (
            <Suspense fallback={null}>
              <LazyDateDialog open={open} onClose={close}>
                {panel}
              </LazyDateDialog>
            </Suspense>
          ) : null}
        </>
      ) : (
        <Popover
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss();
            else if (canOpen) setOpen(true);
          }}
          trigger="click"
          // Rendered right after the text box, so Tab moves from the box into the calendar.
          getPopupContainer={(node) => node.parentElement ?? document.body}
          placement="bottomLeft"
          content={panel}
          destroyOnHidden
        >
          {textBox}
        </Popover>
      )}
    </FieldItem>
  );
}
