import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import SubmitPointsScreen from '../submit-points-screen';
import AwardPointsScreen from '../award-points-screen';
import { dropPendingAward } from '../../utils/checked-list-store';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

const SESSION = {
  uuid: 's-1',
  accreditationUuid: 'a-1',
  accreditationTitle: 'Gespreksvoering met jeugdigen en gezinnen',
  points: 12,
  startsOn: '2026-11-23',
  endsOn: '2026-11-24',
  location: 'Utrecht',
  isOnline: false,
  pointsEntryDeadline: '2027-01-24',
};

const ROWS = [
  { line: 1, registrationNumber: '100001', lastName: 'de Vries', status: 'valid', message: 'Geldig' },
  {
    line: 2,
    registrationNumber: '999999',
    lastName: 'Jansen',
    status: 'unknown',
    message: 'Onbekend registratienummer of achternaam klopt niet',
  },
];
const CHECK = { sessionUuid: 's-1', validCount: 1, rejectedCount: 1, awardedCount: 0, rows: ROWS };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));
afterEach(() => dropPendingAward());

describe('Punten invoeren and Punten toekennen', () => {
  it('checks a pasted list, shows each row its own result, awards the valid rows and shows the receipt', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    const view = renderScreen(<SubmitPointsScreen />, {
      screen: 'submitPoints',
      answers: {
        awardableSessions: () => ({ educatorAwardableSessions: [SESSION] }),
        checkParticipantPoints: (variables) => {
          calls.push(variables);
          return { checkParticipantPoints: CHECK };
        },
      },
    });
    await user.type(
      await screen.findByLabelText('Lijst met deelnemers', {}, SLOW),
      '100001;de Vries{enter}999999;Jansen',
    );
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(
      await screen.findByText('Onbekend registratienummer of achternaam klopt niet', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('1 geldig, 1 afgekeurd. Er is nog niets opgeslagen.')).toBeInTheDocument();
    expect(calls).toEqual([{ sessionUuid: 's-1', list: ['100001;de Vries', '999999;Jansen'] }]);
    // The list goes to its own route, which takes up to 1 MB (decision 0030).
    expect(view.client.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ context: { uri: '/graphql/portal/participant-list' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Doorgaan naar toekennen' }));
    await waitFor(() => expect(view.currentPath()).toBe('/digitale-certificaten/toekennen/lijst'));
    view.unmount();

    renderScreen(<AwardPointsScreen />, {
      screen: 'educationSession',
      params: { type: 'lijst' },
      answers: {
        awardParticipantPoints: () => ({ awardParticipantPoints: { ...CHECK, awardedCount: 1 } }),
      },
    });
    expect(screen.getByText('Geldige regels')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Punten toekennen' }));
    expect(
      await screen.findByText(/1 deelnemer\(s\) hebben 12 punten gekregen/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ontvangstbewijs downloaden (CSV)' })).toBeInTheDocument();
  });

  it("adds one participant to the list, and says at the empty field what 'Deelnemer toevoegen' needs", async () => {
    const user = userEvent.setup();
    renderScreen(<SubmitPointsScreen />, {
      screen: 'submitPoints',
      answers: { awardableSessions: () => ({ educatorAwardableSessions: [SESSION] }) },
    });
    const number = await screen.findByLabelText('Registratienummer', {}, SLOW);
    const lastName = screen.getByLabelText('Achternaam');
    const add = screen.getByRole('button', { name: 'Deelnemer toevoegen' });
    await user.click(add);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Vul een registratienummer in.');
    expect(lastName).toHaveAccessibleDescription('Vul een achternaam in.');
    expect(number).toHaveFocus();
    await user.type(number, '100001');
    expect(number).toHaveAttribute('aria-invalid', 'false');
    await user.click(add);
    expect(lastName).toHaveFocus();
    expect(screen.getByLabelText('Lijst met deelnemers')).toHaveValue('');
    await user.type(lastName, 'de Vries');
    await user.click(add);
    expect(screen.getByLabelText('Lijst met deelnemers')).toHaveValue('100001;de Vries');
    expect(number).toHaveValue('');
    expect(lastName).not.toHaveAccessibleDescription();
  });

  it('reads a chosen CSV file into the list, names the file in Dutch and focuses the result', async () => {
    const user = userEvent.setup();
    renderScreen(<SubmitPointsScreen />, {
      screen: 'submitPoints',
      answers: {
        awardableSessions: () => ({ educatorAwardableSessions: [SESSION] }),
        checkParticipantPoints: () => ({ checkParticipantPoints: CHECK }),
      },
    });
    const picker = await screen.findByLabelText('Of kies een CSV-bestand', {}, SLOW);
    expect(picker).toHaveAccessibleDescription('Geen bestand gekozen');
    // An empty 'Deelnemer toevoegen' first: its complaints go once the list is checked instead.
    await user.click(screen.getByRole('button', { name: 'Deelnemer toevoegen' }));
    expect(screen.getByLabelText('Registratienummer')).toHaveAttribute('aria-invalid', 'true');
    await user.upload(
      picker,
      new File(['100001;de Vries\n999999;Jansen'], 'deelnemers.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Lijst met deelnemers')).toHaveValue('100001;de Vries\n999999;Jansen'),
    );
    expect(picker).toHaveAccessibleDescription('deelnemers.csv');
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    const resultHeading = await screen.findByRole('heading', { name: 'Resultaat van de controle' }, SLOW);
    await waitFor(() => expect(resultHeading).toHaveFocus());
    expect(screen.getByLabelText('Registratienummer')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Vul een registratienummer in.')).toBeNull();
  });

  it("shows the api's Dutch refusal of a list and writes nothing", async () => {
    const user = userEvent.setup();
    renderScreen(<SubmitPointsScreen />, {
      screen: 'submitPoints',
      answers: {
        awardableSessions: () => ({ educatorAwardableSessions: [SESSION] }),
        checkParticipantPoints: () =>
          validationAnswer({ sessionUuid: ['De termijn om punten in te voeren is verstreken.'] }),
      },
    });
    await user.type(await screen.findByLabelText('Lijst met deelnemers', {}, SLOW), '100001;de Vries');
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(
      await screen.findByText('De termijn om punten in te voeren is verstreken.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says so when there is no checked list to award', () => {
    renderScreen(<AwardPointsScreen />, { screen: 'educationSession', params: { type: 'lijst' } });
    expect(screen.getByRole('link', { name: 'Ga naar Punten invoeren' })).toBeInTheDocument();
  });
});
