/**
 * Numbers and money in Dutch notation ('1.234,56', '€ 1.234,56'). Built by hand rather than with
 * Intl, because the output must not depend on the ICU data of the machine (Node builds differ).
 */

const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Writes JavaScript's shortest form of a non-negative number without exponent notation:
 * 1e-7 becomes '0.0000001' and 1.5e21 becomes '1500000000000000000000'.
 */
function plainDigits(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`;
  const point = (match[1] ?? '').length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Rounds half away from zero on the decimal text, so 1.005 becomes 1.01 rather than 1.00. */
function roundedDigits(value: number, decimals: number): string {
  // toFixed switches to exponent notation from 1e21 on; such numbers have no fraction anyway.
  if (value >= 1e21) return `${plainDigits(value)}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
  const text = String(value);
  const shifted = String(Math.round(Number(`${text}e${decimals}`)));
  if (text.includes('e') || shifted.includes('e')) return value.toFixed(decimals);
  return Number(`${shifted}e-${decimals}`).toFixed(decimals);
}

/** '1.234,5'; with `decimals`, rounded to exactly that many decimals. '' for no number. */
export function formatNumber(value: number | string | null | undefined, decimals?: number): string {
  const number = toFiniteNumber(value);
  if (number === null) return '';
  const places = decimals === undefined ? undefined : Math.min(Math.max(Math.trunc(decimals), 0), 20);
  const digits =
    places === undefined ? plainDigits(Math.abs(number)) : roundedDigits(Math.abs(number), places);
  const [integer = '0', fraction] = digits.split('.');
  const isZero = /^[0.]*$/.test(digits);
  const sign = number < 0 && !isZero ? '-' : '';
  return `${sign}${groupThousands(integer)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Cents as euros: '€ 1.234,56', negative '€ -1.234,56'. Whole-cent arithmetic with BigInt, so
 * no floating-point error creeps into amounts. '' for no number.
 */
export function formatMoneyFromCents(cents: number | string | bigint | null | undefined): string {
  let whole: bigint;
  if (typeof cents === 'bigint') {
    whole = cents;
  } else {
    const number = toFiniteNumber(cents);
    if (number === null) return '';
    whole = BigInt(Math.sign(number) * Math.round(Math.abs(number)));
  }
  const negative = whole < 0n;
  const absolute = negative ? -whole : whole;
  const euros = groupThousands((absolute / 100n).toString());
  const rest = (absolute % 100n).toString().padStart(2, '0');
  return `€ ${negative ? '-' : ''}${euros},${rest}`;
}
