/**
 * Screens keep their live regions on the page while empty (see `FormStatus`), so a page can hold
 * several `alert` and `status` regions; these find the one that says `text`.
 */
import { screen, waitFor } from '@testing-library/react';

export async function findLiveRegion(role: 'alert' | 'status', text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole(role).find((element) => {
      const content = element.textContent ?? '';
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    });
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}
