import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/nl';

/**
 * dayjs in Dutch for the date field's calendar: the `nl` locale has weeks starting on Monday and Dutch
 * month and day names. The locale is set per instance, leaving the shared dayjs singleton alone. Part of
 * the forms, not of `@portal/shared/format` (which shows dates without dayjs since 2.0).
 */

export const DATE_LOCALE = 'nl';

export function dutchDayjs(value?: ConfigType): Dayjs {
  return dayjs(value).locale(DATE_LOCALE);
}
