import { screen } from '@testing-library/react';
import { PORTFOLIO_GROUP, renderDrawerGroups } from './render-drawer-groups';

describe('LazyDrawerGroups when the drawer opens', () => {
  it('asks for the menus at once, without waiting for the page to settle', async () => {
    // A page still loading: the settled moment (after its load event) does not come in this test.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const view = renderDrawerGroups(true);
    expect(screen.queryByRole('region')).toBeNull();
    await view.setDeferred(false);
    expect(await screen.findByRole('region', PORTFOLIO_GROUP)).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('shows them at once where the drawer shows from the start', async () => {
    renderDrawerGroups(false);
    expect(await screen.findByRole('region', PORTFOLIO_GROUP)).toBeInTheDocument();
  });
});
