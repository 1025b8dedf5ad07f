import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import ReactivateScreen, { REACTIVATION_REQUESTED } from '../reactivate-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

describe('ReactivateScreen', () => {
  it('checks the address in Dutch', async () => {
    const { calls } = renderScreen(<ReactivateScreen />);
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await userEvent.click(screen.getByRole('button', { name: 'Heractiveren' }));
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the same confirmation for every address', async () => {
    renderScreen(<ReactivateScreen />, {
      answers: { requestReactivation: () => ({ requestReactivation: { status: 'OK', message: null } }) },
    });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'oud@demo.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Heractiveren' }));
    expect(await findLiveRegion('status', REACTIVATION_REQUESTED)).toBeInTheDocument();
  });
});
