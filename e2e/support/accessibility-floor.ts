import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { falsePasswordFields, overflowingElements, sidewaysScroll, smallTargets } from './page-checks';

/**
 * The accessibility floor of the page as it is now, each miss as a readable line prefixed with `where`:
 * no serious or critical axe finding, no sideways scroll (checked at narrow widths only), targets of
 * 24 px or spaced, no false password fields.
 */
export async function accessibilityFloorFailures(
  page: Page,
  where: string,
  { narrow }: { narrow: boolean },
): Promise<string[]> {
  const failures: string[] = [];
  for (const finding of await seriousAxeViolations(page)) failures.push(`${where}: axe ${finding}`);
  if (narrow) {
    const scroll = await sidewaysScroll(page);
    if (scroll > 0) {
      failures.push(
        `${where}: scrolls ${scroll} px sideways (${(await overflowingElements(page)).join('; ')})`,
      );
    }
  }
  for (const target of await smallTargets(page)) failures.push(`${where}: small target ${target}`);
  for (const field of await falsePasswordFields(page))
    failures.push(`${where}: password autocomplete on ${field}`);
  return failures;
}
