/**
 * Which days a date field offers: by default the limits its own rules set (`activity_date`,
 * `after_or_equal`, `before_or_equal`, read with the form's current values); a custom function
 * replaces those limits entirely.
 */
import { useFormState } from 'react-final-form';
import { selectableDateRange } from '@portal/shared/validation';
import { isWithinRange, type DateRange } from '../utils/calendar';
import { useFormRules } from './use-form-rules';

export interface SelectableDates {
  range: DateRange;
  isSelectable: (date: string) => boolean;
}

export function useSelectableDates(
  name: string,
  isDateSelectable?: (date: string) => boolean,
): SelectableDates {
  const { rules, today } = useFormRules();
  const { values } = useFormState({ subscription: { values: true } });
  if (isDateSelectable) return { range: {}, isSelectable: isDateSelectable };
  const range = selectableDateRange(name, values, rules, { today });
  return { range, isSelectable: (date) => isWithinRange(date, range) };
}
