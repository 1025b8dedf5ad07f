import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import ForgotPasswordScreen, { RESET_REQUESTED } from '../forgot-password-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

describe('ForgotPasswordScreen', () => {
  it('asks for an e-mail address in Dutch before calling the api', async () => {
    const { calls } = renderScreen(<ForgotPasswordScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute(
      'aria-describedby',
      'forgot-password-email-error',
    );
    expect(calls).toHaveLength(0);
  });

  it('always shows the same confirmation after requesting a reset', async () => {
    const { calls, publicCalls } = renderScreen(<ForgotPasswordScreen />, {
      answers: { requestPasswordReset: () => ({ requestPasswordReset: { status: 'OK', message: 'x' } }) },
    });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'iemand@demo.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(await findLiveRegion('status', RESET_REQUESTED)).toBeInTheDocument();
    // The pressed button went with the form: focus is on the heading above the confirmation.
    expect(screen.getByRole('heading', { name: 'Wachtwoord vergeten' })).toHaveFocus();
    expect(calls[0]).toEqual({ operation: 'requestPasswordReset', variables: { email: 'iemand@demo.nl' } });
    // A guest has no session: the contract puts this operation on the public endpoint.
    expect(publicCalls).toEqual(['requestPasswordReset']);
  });

  it('keeps the address and shows a Dutch error when the api is unreachable', async () => {
    renderScreen(<ForgotPasswordScreen />, { answers: { requestPasswordReset: () => new Error('network') } });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'iemand@demo.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(await findLiveRegion('alert', 'Er ging iets mis')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('iemand@demo.nl');
  });
});
