import { formatNumber } from '@portal/shared/format';

/** '60 punten', '1 punt', '3.368 uur': an amount in the unit a category counts. */
export function amountText(amount: number, unit: string): string {
  if (unit === 'hours') return `${formatNumber(amount)} uur`;
  return `${formatNumber(amount)} ${amount === 1 ? 'punt' : 'punten'}`;
}
