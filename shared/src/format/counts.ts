/**
 * Counts in Dutch sentences: '1 factuur staat open', '2 facturen staan open'. Dutch has one singular
 * (exactly 1) and one plural (0, 2, 1,5 ...); a screen gives both forms, so the words stay its own.
 */
import { formatNumber } from './numbers';

/** What follows a count, in both forms: `{ one: 'factuur staat open', other: 'facturen staan open' }`. */
export interface CountForms {
  readonly one: string;
  readonly other: string;
}

/** The form that goes with `count`: `one` for exactly 1 (or -1), `other` for every other number. */
export function countForm(count: number, forms: CountForms): string {
  return Math.abs(count) === 1 ? forms.one : forms.other;
}

/** The count in Dutch notation followed by its form: '1 factuur staat open', '1.250 facturen staan open'. */
export function countText(count: number, forms: CountForms): string {
  return `${formatNumber(count)} ${countForm(count, forms)}`;
}
