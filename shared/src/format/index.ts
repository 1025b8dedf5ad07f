/** `@portal/shared/format`: Dutch display of dates, numbers and money, React-free for the api too. */
export { formatDate, formatDateTime, DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from './dates';
export { formatMoneyFromCents, formatNumber } from './numbers';
export { countForm, countText, type CountForms } from './counts';
