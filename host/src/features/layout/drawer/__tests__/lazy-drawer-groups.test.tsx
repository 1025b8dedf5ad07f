import { act, screen } from '@testing-library/react';
import { SETTLE_DELAY_MS } from '../../../../lib/when-page-settled';
import { PORTFOLIO_GROUP, renderDrawerGroups } from './render-drawer-groups';

describe('LazyDrawerGroups on a drawer closed over the page (a phone)', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the menus only once the page has settled, then shows them', async () => {
    jest.useFakeTimers();
    renderDrawerGroups(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region')).toBeNull();
    // jsdom's page has loaded and has no requestIdleCallback: the settled moment is a timer.
    await act(async () => {
      jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    });
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => {
      jest.runOnlyPendingTimers();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
    expect(await screen.findByRole('region', PORTFOLIO_GROUP)).toBeInTheDocument();
  });
});
