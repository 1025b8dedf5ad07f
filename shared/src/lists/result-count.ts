/** '1 resultaat', '23 resultaten': said when a page of a list arrives. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 resultaat' : `${count} resultaten`;
}
