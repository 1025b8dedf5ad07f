import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { KVK_MESSAGE, TERMS_MESSAGE } from '../../utils/check-create-account';
import CreateAccountScreen from '../create-account-screen';
import { CHECK_FIELDS } from '../create-account-form';
import CreateCompanyEmployeeScreen from '../create-company-employee-screen';
import CreateEducatorEmployeeScreen from '../create-educator-employee-screen';
import CreateProfessionalScreen from '../create-professional-screen';
import { CHECK_MAIL_TITLE, INVITATION_INVALID } from '../create-typed-account-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

const SENT =
  'We hebben een e-mail gestuurd naar nieuw@demo.nl. Klik op de link daarin om je account te activeren; daarna kun je inloggen.';
const created = () => ({ createAccount: { status: 'CREATED', message: SENT } });

async function fillPersonal(email = 'nieuw@demo.nl') {
  await userEvent.type(screen.getByLabelText('Voorletters'), 'N.');
  await userEvent.type(screen.getByLabelText('Voornaam'), 'Nina');
  await userEvent.type(screen.getByLabelText('Achternaam'), 'Nieuw');
  if (email) await userEvent.type(screen.getByLabelText('E-mailadres'), email);
  await userEvent.type(screen.getByLabelText('Wachtwoord'), 'Sterk-wachtwoord1');
  await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'Sterk-wachtwoord1');
  await userEvent.click(screen.getByLabelText('Ik ga akkoord met de algemene voorwaarden'));
}

describe('CreateAccountScreen', () => {
  it('links to the three account types', () => {
    renderScreen(<CreateAccountScreen />);
    expect(screen.getByRole('link', { name: 'Professional' })).toHaveAttribute(
      'href',
      '/account-aanmaken/professional',
    );
    expect(screen.getByRole('link', { name: 'Werkgever' })).toHaveAttribute(
      'href',
      '/account-aanmaken/werkgever',
    );
    expect(screen.getByRole('link', { name: 'Opleidingsaanbieder' })).toHaveAttribute(
      'href',
      '/account-aanmaken/opleidingsaanbieder',
    );
  });
});

describe('CreateProfessionalScreen', () => {
  it('shows Dutch messages before calling the api', async () => {
    const { calls } = renderScreen(<CreateProfessionalScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    // The error summary takes focus; its entries link to the fields.
    const summary = screen.getByRole('heading', { name: CHECK_FIELDS }).parentElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      within(summary as HTMLElement).getAllByRole('link', { name: 'Dit veld is verplicht.' })[0]!,
    );
    expect(screen.getByLabelText('Voorletters')).toHaveFocus();
    expect(screen.getAllByText('Dit veld is verplicht.').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText(TERMS_MESSAGE)[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Voornaam')).toHaveAttribute(
      'aria-describedby',
      'create-account-firstName-error',
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the account and tells the user to check their mail (without signing in)', async () => {
    const { calls, navigation } = renderScreen(<CreateProfessionalScreen />, {
      answers: { createAccount: created },
    });
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    const heading = await screen.findByRole('heading', { name: CHECK_MAIL_TITLE });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account aanmaken' })).not.toBeInTheDocument();
    expect(navigation.loggedIn).not.toHaveBeenCalled();
    expect(calls[0]?.variables).toMatchObject({
      input: { type: 'professional', email: 'nieuw@demo.nl', firstName: 'Nina', acceptTerms: true },
    });
  });

  it('shows 422 errors on their fields and keeps the input', async () => {
    renderScreen(<CreateProfessionalScreen />, {
      answers: {
        createAccount: () => validationAnswer({ 'input.email': ['Dit e-mailadres is al in gebruik.'] }),
      },
    });
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect((await screen.findAllByText('Dit e-mailadres is al in gebruik.'))[0]).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('nieuw@demo.nl');
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Nina');
  });
});

describe('CreateCompanyEmployeeScreen', () => {
  it('asks for the organisation and an 8-digit KvK number without an invitation', async () => {
    const { calls } = renderScreen(<CreateCompanyEmployeeScreen />);
    await fillPersonal();
    await userEvent.type(screen.getByLabelText('KvK-nummer'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(screen.getAllByText(KVK_MESSAGE)[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Naam organisatie')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows the inviting organisation and hides its fields with a token', async () => {
    const { calls, navigation, publicCalls } = renderScreen(<CreateCompanyEmployeeScreen />, {
      screen: 'createCompanyEmployee',
      params: { token: 'inv-token' },
      answers: {
        invitation: () => ({
          invitation: {
            organisationName: 'Jeugdzorg Utrecht',
            type: 'companyEmployee',
            email: 'collega@demo.nl',
          },
        }),
        createAccount: created,
      },
    });
    expect(await screen.findByText('Jeugdzorg Utrecht')).toBeInTheDocument();
    expect(screen.queryByLabelText('KvK-nummer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Naam organisatie')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('collega@demo.nl');
    await fillPersonal('');
    await userEvent.type(screen.getByLabelText('Functie'), 'Teamleider');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('heading', { name: CHECK_MAIL_TITLE })).toBeInTheDocument();
    expect(navigation.loggedIn).not.toHaveBeenCalled();
    expect(calls[1]?.variables).toMatchObject({
      input: { type: 'companyEmployee', invitationToken: 'inv-token', jobTitle: 'Teamleider' },
    });
    expect(publicCalls).toEqual(['invitation', 'createAccount']);
  });

  it('explains an unknown invitation', async () => {
    renderScreen(<CreateCompanyEmployeeScreen />, {
      screen: 'createCompanyEmployee',
      params: { token: 'oud' },
      answers: { invitation: () => ({ invitation: null }) },
    });
    expect(await findLiveRegion('alert', INVITATION_INVALID)).toBeInTheDocument();
  });
});

describe('CreateEducatorEmployeeScreen', () => {
  it('shows an error of a field the form hides (a used invitation) in the alert', async () => {
    renderScreen(<CreateEducatorEmployeeScreen />, {
      screen: 'createEducatorEmployee',
      params: { token: 'inv' },
      answers: {
        invitation: () => ({
          invitation: { organisationName: 'Hogeschool', type: 'educatorEmployee', email: null },
        }),
        createAccount: () => validationAnswer({ invitationToken: ['Deze uitnodiging is al gebruikt.'] }),
      },
    });
    await screen.findByText('Hogeschool');
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await findLiveRegion('alert', 'Deze uitnodiging is al gebruikt.')).toBeInTheDocument();
  });
});
