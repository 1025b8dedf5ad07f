/**
 * The date field's calendar with what it needs of antd: its buttons, and below 450 px width the
 * dialog around it. A chunk of its own, asked for as the text box gets focus: a form's first screen
 * does not wait for antd (issue 8). It brings its own AntdScope, so the field needs none around it.
 */
import type { FocusEvent } from 'react';
import { AntdScope } from '../../../ui/antd-scope';
import { FORM_TEXT } from '../../messages';
import { CalendarPanel, type CalendarPanelProps } from './calendar-panel';
import { DateDialog } from './date-dialog';

export interface DateCalendarProps extends CalendarPanelProps {
  /** The id the text box's aria-controls points at. */
  id: string;
  /** In a dialog (narrow screens), else a popup under the text box that names itself a dialog. */
  asDialog: boolean;
  open: boolean;
  /** The popup's focus moved out (not used for the dialog, which keeps focus inside). */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

export function DateCalendar({ id, asDialog, open, onBlur, ...panel }: DateCalendarProps) {
  const content = (
    <div
      id={id}
      role={asDialog ? undefined : 'dialog'}
      aria-label={asDialog ? undefined : FORM_TEXT.chooseDate}
      onBlur={onBlur}
    >
      <CalendarPanel {...panel} />
    </div>
  );
  return (
    <AntdScope>
      {asDialog ? (
        <DateDialog open={open} onClose={panel.onClose}>
          {content}
        </DateDialog>
      ) : (
        content
      )}
    </AntdScope>
  );
}
