import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import PasswordResetScreen, { INVALID_RESET_LINK } from '../password-reset-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

const params = { token: 'tok', uuid: 'uu' };

describe('PasswordResetScreen', () => {
  it('lists the five SPEC password messages live and blocks a weak password', async () => {
    const { calls } = renderScreen(<PasswordResetScreen />, { screen: 'passwordReset', params });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), '!');
    for (const text of [
      'Wachtwoord dient minimaal 12 karakters te bevatten.',
      'Wachtwoord dient minimaal 1 cijfer te bevatten.',
      'Wachtwoord dient minimaal 1 kleine letter te bevatten.',
      'Wachtwoord dient minimaal 1 hoofdletter te bevatten.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.clear(screen.getByLabelText('Nieuw wachtwoord'));
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'abcdefghijkl');
    expect(screen.getByText('Wachtwoord dient minimaal 1 speciaal teken te bevatten.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends token, uuid and passwords and links to the login page on OK', async () => {
    const { calls } = renderScreen(<PasswordResetScreen />, {
      screen: 'passwordReset',
      params,
      answers: {
        resetPassword: () => ({ resetPassword: { status: 'OK', message: 'Je wachtwoord is gewijzigd.' } }),
      },
    });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Sterk-wachtwoord1');
    await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'Sterk-wachtwoord1');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await findLiveRegion('status', 'Je wachtwoord is gewijzigd.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wachtwoord ingesteld' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.variables).toEqual({
      token: 'tok',
      uuid: 'uu',
      password: 'Sterk-wachtwoord1',
      passwordConfirmation: 'Sterk-wachtwoord1',
    });
  });

  it('explains an invalid link and offers a new one', async () => {
    renderScreen(<PasswordResetScreen />, {
      screen: 'passwordReset',
      params,
      answers: { resetPassword: () => ({ resetPassword: { status: 'INVALID_TOKEN', message: null } }) },
    });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Sterk-wachtwoord1');
    await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'Sterk-wachtwoord1');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await findLiveRegion('alert', INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Link ongeldig' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute(
      'href',
      '/wachtwoord/vergeten',
    );
  });
});
