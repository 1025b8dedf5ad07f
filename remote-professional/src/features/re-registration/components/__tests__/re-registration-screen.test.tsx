import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import ReRegistrationScreen, { NO_ROUND } from '../re-registration-screen';
import { MORE_ACTIVITIES } from '../paged-activity-list';
import { COURSE, roundOf } from './fixtures';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

function renderRound(round: () => unknown, answers = {}) {
  return renderScreen(<ReRegistrationScreen />, {
    screen: 'reRegistration',
    answers: { reRegistrationQuery: () => ({ reRegistration: round() }), ...answers },
  });
}

describe('Herregistratie', () => {
  it('shows the period, the one deadline, a bar per category with its figures in words, and the activities', async () => {
    renderRound(() => roundOf());
    expect(await screen.findByText('uiterlijk 01-02-2027', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('01-02-2022 tot 01-02-2027')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Scholing' });
    expect(bar).toHaveAttribute('max', '60');
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getByText('42 van 60 punten')).toBeInTheDocument();
    expect(screen.getByText('3.368 van 3.368 uur · voldaan')).toBeInTheDocument();
    expect(screen.getByText('Motiverende gespreksvoering')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Motiverende gespreksvoering wijzigen' })).toHaveAttribute(
      'href',
      '/herregistratie/activiteit/a-1/gegevens',
    );
    expect(screen.getByRole('link', { name: 'Activiteit toevoegen' })).toHaveAttribute(
      'href',
      '/herregistratie/activiteit-aanmaken/round-1',
    );
  });

  it("keeps 'Herregistratie indienen' disabled while a category is short, and says why", async () => {
    renderRound(() => roundOf());
    const button = await screen.findByRole('button', { name: 'Herregistratie indienen' }, SLOW);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Scholing: nog 18 punten nodig\./);
  });

  it('asks for confirmation, submits, then re-reads the round and the session', async () => {
    let round = roundOf({ canSubmit: true, submitBlockers: [] });
    const { calls, navigation } = renderRound(() => round, {
      submitReRegistration: () => {
        round = roundOf({
          statusEnum: { value: 'pending', label: 'In behandeling' },
          submittedAt: '2026-12-01T10:00:00Z',
        });
        return {
          submitReRegistration: {
            uuid: 'round-1',
            statusEnum: round.statusEnum,
            submittedAt: round.submittedAt,
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Herregistratie indienen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Herregistratie indienen?' }, SLOW);
    expect(within(dialog).getByText(/Indienen kan niet ongedaan worden gemaakt\./)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('submitReRegistration');
    await user.click(within(dialog).getByRole('button', { name: 'Indienen' }));
    expect(await screen.findByText('Je herregistratie is ingediend.', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'submitReRegistration')?.variables).toEqual({
      uuid: 'round-1',
    });
    await waitFor(() => expect(navigation.reinitialize).toHaveBeenCalled());
    expect(
      await screen.findByText(/Je hebt je herregistratie ingediend op 01-12-2026/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Voor je volgende periode' })).toBeInTheDocument();
  });

  it("announces the api's refusal", async () => {
    renderRound(() => roundOf({ canSubmit: true, submitBlockers: [] }), {
      submitReRegistration: () =>
        validationAnswer({
          uuid: ['De termijn voor je herregistratie is verstreken: indienen kan niet meer.'],
        }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Herregistratie indienen' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Herregistratie indienen?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Indienen' }));
    const alert = await screen.findByText(/De termijn voor je herregistratie is verstreken/, {}, SLOW);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows read-only activities of a submitted round without edit or delete', async () => {
    renderRound(() =>
      roundOf({
        statusEnum: { value: 'pending', label: 'In behandeling' },
        activityPage: {
          totalCount: 1,
          pageSize: 20,
          nodes: [{ ...COURSE, permissions: { canEdit: false } }],
        },
      }),
    );
    expect(await screen.findByText('Alleen te bekijken', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).toBeNull();
  });

  it('offers a gedragswetenschapper the way to complete with NIP or NVO proof, and no one else', async () => {
    const { unmount } = renderRound(() => roundOf({ offersNipNvoProof: true }));
    expect(
      await screen.findByRole('link', { name: 'Afronden met NIP- of NVO-bewijs' }, SLOW),
    ).toHaveAttribute('href', '/herregistratie-afronden-met-nip-of-nvo-bewijs');
    unmount();
    renderRound(() => roundOf());
    expect(await screen.findByText('uiterlijk 01-02-2027', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Afronden met NIP- of NVO-bewijs' })).toBeNull();
  });

  it('points a round submitted with NIP proof to that proof', async () => {
    renderRound(() =>
      roundOf({
        offersNipNvoProof: true,
        statusEnum: { value: 'pending', label: 'In behandeling' },
        nipNvoProof: { uuid: 'proof-1', association: 'NIP' },
      }),
    );
    expect(
      await screen.findByText('Je hebt je herregistratie ingediend met je NIP-bewijs.', {}, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bekijk je NIP- of NVO-bewijs' })).toBeInTheDocument();
  });

  it("shows the first page of a long list and adds the next page below it on 'Meer tonen'", async () => {
    const { calls } = renderRound(
      () => roundOf({ activityPage: { totalCount: 21, pageSize: 20, nodes: [COURSE] } }),
      {
        reRegistrationActivityPage: () => ({
          reRegistration: {
            uuid: 'round-1',
            activityPage: {
              totalCount: 21,
              pageSize: 20,
              nodes: [{ ...COURSE, uuid: 'a-21', title: 'Intervisie voorjaar' }],
            },
          },
        }),
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('20 van 21 activiteiten getoond', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Intervisie voorjaar')).toBeNull();
    await user.click(screen.getByRole('button', { name: MORE_ACTIVITIES }));
    expect(await screen.findByText('Intervisie voorjaar', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Motiverende gespreksvoering')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MORE_ACTIVITIES })).toBeNull();
    expect(calls.find((call) => call.operation === 'reRegistrationActivityPage')?.variables).toEqual({
      uuid: 'round-1',
      page: 2,
    });
  });

  it('says so when there is no round', async () => {
    renderRound(() => null);
    expect(await screen.findByText(NO_ROUND, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naar je huidige herregistratie' })).toBeNull();
  });

  it("points a decided round's address to the open round", async () => {
    renderScreen(<ReRegistrationScreen />, {
      screen: 'reRegistration',
      params: { uuid: 'old-round' },
      answers: { reRegistrationQuery: () => ({ reRegistration: null }) },
    });
    expect(await screen.findByRole('link', { name: 'Naar je huidige herregistratie' }, SLOW)).toHaveAttribute(
      'href',
      '/herregistratie',
    );
  });

  it('offers a retry when the read fails', async () => {
    renderScreen(<ReRegistrationScreen />, {
      screen: 'reRegistration',
      answers: { reRegistrationQuery: () => new Error('netwerk') },
    });
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' }, SLOW)).toBeInTheDocument();
  });
});
