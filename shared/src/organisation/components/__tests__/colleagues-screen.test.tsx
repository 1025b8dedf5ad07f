import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer, type FakeAnswer } from '@portal/shared/testing/render-screen';
import { ColleaguesScreen } from '../colleagues-screen';

const session = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'werkgever@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'companyEmployee' as const },
    detail: null,
  },
};

const COLLEAGUES = [
  {
    uuid: 'c1',
    name: 'W. de Werkgever',
    email: 'werkgever@demo.nl',
    role: 'beheerder',
    roleLabel: 'Beheerder',
  },
  {
    uuid: 'c2',
    name: 'K. Collega',
    email: 'collega@demo.nl',
    role: 'contactpersoon',
    roleLabel: 'Contactpersoon',
  },
];

function renderColleagues(
  answers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>,
  role = 'beheerder',
) {
  return renderScreen(<ColleaguesScreen title="Contactpersonen" />, {
    screen: 'companyEmployees',
    path: '/werkgever/contactpersonen',
    session,
    answers: {
      colleagues: () => ({ colleagues: COLLEAGUES, myOrganisation: { name: 'Jeugdzorg Utrecht BV', role } }),
      ...answers,
    },
  });
}

jest.setTimeout(45000);

describe('ColleaguesScreen', () => {
  it('lists the colleagues and invites one by e-mail', async () => {
    const { calls } = renderColleagues({
      inviteColleague: () => ({
        inviteColleague: {
          status: 'SENT',
          message: 'We hebben een uitnodiging gestuurd naar nieuw@example.nl.',
        },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'K. Collega' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mailadres van je collega'), 'nieuw@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(
      await screen.findByText('We hebben een uitnodiging gestuurd naar nieuw@example.nl.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'inviteColleague')?.variables).toEqual({
      email: 'nieuw@example.nl',
    });
  });

  it("shows the api's refusal of an address on the field", async () => {
    renderColleagues({
      inviteColleague: () => validationAnswer({ email: ['Vul een geldig e-mailadres in.'] }),
    });
    await screen.findByRole('heading', { name: 'K. Collega' }, { timeout: 15000 });
    await userEvent.type(screen.getByLabelText('E-mailadres van je collega'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mailadres van je collega')).toHaveAccessibleDescription(
        'Vul een geldig e-mailadres in.',
      ),
    );
  });

  it('changes a role and removes a colleague only after the confirmation', async () => {
    const { calls } = renderColleagues({
      changeColleagueRole: () => ({
        changeColleagueRole: { status: 'CHANGED', message: 'De rol is gewijzigd in Beheerder.' },
      }),
      removeColleague: () => ({
        removeColleague: { status: 'CHANGED', message: 'De collega is verwijderd uit je organisatie.' },
      }),
    });
    await screen.findByRole('heading', { name: 'K. Collega' }, { timeout: 15000 });
    await userEvent.click(screen.getByRole('button', { name: 'Maak beheerder' }));
    expect(await screen.findByText('De rol is gewijzigd in Beheerder.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'changeColleagueRole')?.variables).toEqual({
      userUuid: 'c2',
      role: 'beheerder',
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'K. Collega verwijderen?' });
    expect(calls.some((call) => call.operation === 'removeColleague')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De collega is verwijderd uit je organisatie.')).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'removeColleague')?.variables).toEqual({ userUuid: 'c2' });
  });

  it('lets a contactpersoon read the list without the actions', async () => {
    renderColleagues({}, 'contactpersoon');
    await screen.findByRole('heading', { name: 'K. Collega' }, { timeout: 15000 });
    expect(screen.queryByRole('button', { name: 'Uitnodiging versturen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });
});
