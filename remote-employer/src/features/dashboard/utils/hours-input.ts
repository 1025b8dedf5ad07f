/**
 * The hours as typed in Dutch ('3368', '3.368', '3368,5') as a number; null when it is none. The api
 * checks the bounds with the shared rule and answers in Dutch.
 */
export function parseHours(value: string): number | null {
  const text = value.trim().replace(/\s/g, '');
  if (!text) return null;
  const normal = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)
    ? text.replace(/\./g, '').replace(',', '.')
    : text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}
