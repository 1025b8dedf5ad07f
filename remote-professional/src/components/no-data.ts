// What every empty list or value says (SPEC section 8), one text in `@portal/shared/ui`; this name stays.
export { NO_DATA } from '@portal/shared/ui';
