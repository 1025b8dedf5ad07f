import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/nl';

/**
 * dayjs in Dutch: the `nl` locale has weeks starting on Monday. `dutchDayjs` sets the locale per
 * instance, leaving the shared dayjs singleton alone; apps call `setDutchDateLocale` once at start-up.
 */

export const DATE_LOCALE = 'nl';

export function dutchDayjs(value?: ConfigType): Dayjs {
  return dayjs(value).locale(DATE_LOCALE);
}

/** Makes Dutch the global dayjs locale (for antd's pickers and anything else using dayjs). */
export function setDutchDateLocale(): void {
  dayjs.locale(DATE_LOCALE);
}
