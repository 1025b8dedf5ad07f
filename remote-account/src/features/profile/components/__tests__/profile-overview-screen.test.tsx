import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import ProfileOverviewScreen from '../profile-overview-screen';
import { LOAD_FAILED } from '../../../../lib/load-failed';
import { PROFILE } from './profile-fixture';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

// The password checks load the strength engine: slow on a busy machine, as the other screens' tests.
jest.setTimeout(30000);

const professional = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'p@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'professional' as const },
    detail: null,
  },
};

describe('ProfileOverviewScreen', () => {
  it('shows the profile per step with edit links', async () => {
    renderScreen(<ProfileOverviewScreen />, {
      session: professional,
      answers: { accountProfile: () => ({ accountProfile: PROFILE }) },
    });
    expect(await screen.findByText('A. Anna de Vries')).toBeInTheDocument();
    expect(screen.getByText('1234 AB Utrecht')).toBeInTheDocument();
    expect(screen.getByText('Nederland')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adres aanpassen' })).toHaveAttribute(
      'href',
      '/account/profiel/aanpassen/adres',
    );
    expect(screen.getByText('Zichtbaar in het register')).toBeInTheDocument();
  });

  it('shows the e-mail and password forms once the profile is read, below its cards (no layout shift)', async () => {
    renderScreen(<ProfileOverviewScreen />, {
      session: professional,
      answers: { accountProfile: () => ({ accountProfile: PROFILE }) },
    });
    expect(screen.queryByRole('form', { name: 'Wachtwoord wijzigen' })).toBeNull();
    expect(await screen.findByText('A. Anna de Vries')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Wachtwoord wijzigen' })).toBeInTheDocument();
  });

  it('still offers the e-mail and password forms when the profile could not be read', async () => {
    renderScreen(<ProfileOverviewScreen />, {
      answers: { accountProfile: () => new Error('netwerk') },
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Wachtwoord wijzigen' })).toBeInTheDocument();
  });

  it('shows the empty state when there is no profile', async () => {
    renderScreen(<ProfileOverviewScreen />, {
      answers: { accountProfile: () => ({ accountProfile: null }) },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });

  it('says in the alert region when the profile could not be read, not that it is empty', async () => {
    renderScreen(<ProfileOverviewScreen />, {
      answers: { accountProfile: () => new Error('netwerk') },
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Geen gegevens beschikbaar')).toBeNull();
  });

  it("offers 'Opnieuw proberen' after a failed read, as every remote's screens do", async () => {
    const user = userEvent.setup();
    let up = false;
    renderScreen(<ProfileOverviewScreen />, {
      session: professional,
      answers: { accountProfile: () => (up ? { accountProfile: PROFILE } : new Error('netwerk')) },
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(LOAD_FAILED).toBe('Je gegevens konden niet worden geladen. Probeer het opnieuw.');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('A. Anna de Vries')).toBeInTheDocument();
  });

  it('changes the e-mail address and shows 422 errors on the password', async () => {
    let answer: 'ok' | 'wrong' = 'wrong';
    const { calls } = renderScreen(<ProfileOverviewScreen />, {
      answers: {
        accountProfile: () => ({ accountProfile: PROFILE }),
        changeEmail: () =>
          answer === 'ok'
            ? {
                changeEmail: {
                  status: 'PENDING',
                  message:
                    'We hebben een bevestigingsmail gestuurd naar nieuw@demo.nl. Je e-mailadres wordt pas gewijzigd nadat je de link in die e-mail hebt geopend.',
                },
              }
            : validationAnswer({ password: ['Het wachtwoord is onjuist.'] }),
      },
    });
    await screen.findByText('A. Anna de Vries');
    await userEvent.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Nieuw e-mailadres'), 'nieuw@demo.nl');
    await userEvent.type(screen.getAllByLabelText('Huidig wachtwoord')[0] as HTMLElement, 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(await screen.findByText('Het wachtwoord is onjuist.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveValue('nieuw@demo.nl');
    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(
      await findLiveRegion('status', 'We hebben een bevestigingsmail gestuurd naar nieuw@demo.nl.'),
    ).toBeInTheDocument();
    // The form is emptied; the address shown in the profile stays until the link is opened.
    expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveValue('');
    expect(calls.at(-1)).toEqual({
      operation: 'changeEmail',
      variables: { email: 'nieuw@demo.nl', password: 'fout' },
    });
  });

  it('changes the password with the SPEC rules', async () => {
    const { calls } = renderScreen(<ProfileOverviewScreen />, {
      answers: {
        accountProfile: () => ({ accountProfile: PROFILE }),
        changePassword: () => ({ changePassword: { status: 'OK', message: null } }),
      },
    });
    await screen.findByText('A. Anna de Vries');
    const form = screen.getByRole('form', { name: 'Wachtwoord wijzigen' });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(form).toHaveTextContent('Wachtwoord dient minimaal 12 karakters te bevatten.');
    expect(form).toHaveTextContent('Vul je huidige wachtwoord in.');
    expect(calls.filter((call) => call.operation === 'changePassword')).toHaveLength(0);
    await userEvent.type(screen.getAllByLabelText('Huidig wachtwoord')[1] as HTMLElement, 'Oud-wachtwoord1');
    await userEvent.clear(screen.getByLabelText('Nieuw wachtwoord'));
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-wachtwoord1');
    await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'Nieuw-wachtwoord1');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await findLiveRegion('status', 'Je wachtwoord is gewijzigd.')).toBeInTheDocument();
  });
});
