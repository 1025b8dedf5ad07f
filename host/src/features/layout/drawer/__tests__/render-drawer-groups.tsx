import { act, render } from '@testing-library/react';
import { PROFESSIONAL_SECTIONS } from '@portal/shared/options';
import { MemoryRouter } from '@portal/shared/router';
import { signedInAs } from '../../../../testing/portal-state-fixtures';
import { LazyDrawerGroups } from '../lazy-drawer-groups';

const session = { ...signedInAs('professional').session, sections: [...PROFESSIONAL_SECTIONS] };

const groups = (deferred: boolean) => (
  <MemoryRouter>
    <LazyDrawerGroups session={session} deferred={deferred} />
  </MemoryRouter>
);

/**
 * The professional's drawer groups, through the lazy chunk (the real module: jest resolves the dynamic
 * import). Whether the chunk was asked for is kept per page, so each case has a test file of its own.
 */
export function renderDrawerGroups(deferred: boolean) {
  const view = render(groups(deferred));
  // Awaited: the groups suspend while their chunk loads, and React retries only an awaited act.
  const setDeferred = (next: boolean) => act(async () => view.rerender(groups(next)));
  return { ...view, setDeferred };
}

export const PORTFOLIO_GROUP = { name: 'Mijn Portfolio' };
