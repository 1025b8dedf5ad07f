import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import ReRegistrationScreen from '../re-registration-screen';
import { NOT_BACKED, OPEN_FORMS } from '../employer-statement-panel';
import { roundOf } from './fixtures';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const CONFIRMED = {
  uuid: 's-1',
  kind: 'employer',
  status: 'confirmed',
  companyName: 'Jeugdzorg Utrecht BV',
  hoursStated: 3368,
  hoursConfirmed: 3200,
  text: 'Bevestigd door werkgever Jeugdzorg Utrecht BV',
  medias: { nodes: [] },
};

function renderRound(round: () => unknown, answers = {}) {
  return renderScreen(<ReRegistrationScreen />, {
    screen: 'reRegistration',
    answers: { reRegistrationQuery: () => ({ reRegistration: round() }), ...answers },
  });
}

describe('Werkgeversverklaring on the re-registration screen', () => {
  it('asks the linked employer and then shows the request as what backs the hours', async () => {
    let round = roundOf();
    const { calls } = renderRound(() => round, {
      requestEmployerStatement: () => {
        round = roundOf({
          employerStatement: {
            ...CONFIRMED,
            status: 'requested',
            hoursConfirmed: null,
            text: 'Gevraagd aan werkgever Jeugdzorg Utrecht BV: nog niet bevestigd',
          },
        });
        return { requestEmployerStatement: { uuid: 's-1', text: round.employerStatement } };
      },
      portalInitQuery: () => ({ portalInit: null }),
    });
    const panel = await screen.findByRole('region', { name: 'Werkgeversverklaring' }, SLOW);
    expect(within(panel).getByText(NOT_BACKED)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Verklaring downloaden (PDF)' })).toBeInTheDocument();
    // The forms come in a chunk of their own, opened on request after the panel's text and download.
    const openForms = within(panel).getByRole('button', { name: OPEN_FORMS });
    expect(openForms).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('button', { name: 'Vraag om bevestiging' })).toBeNull();
    await userEvent.click(openForms);
    expect(openForms).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Vraag om bevestiging' }, SLOW));
    expect(
      await screen.findByText('Gevraagd aan werkgever Jeugdzorg Utrecht BV: nog niet bevestigd', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'requestEmployerStatement')?.variables).toEqual({
      roundUuid: 'round-1',
      linkUuid: 'link-1',
    });
  });

  it('says which employer confirmed the hours, and how many, read-only once submitted', async () => {
    renderRound(() =>
      roundOf({
        statusEnum: { value: 'pending', label: 'In behandeling' },
        permissions: { canEdit: false },
        employerStatement: CONFIRMED,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Werkgeversverklaring' }, SLOW);
    expect(within(panel).getByText('Bevestigd door werkgever Jeugdzorg Utrecht BV')).toBeInTheDocument();
    expect(within(panel).getByText('3.200 uur')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('leaves the statement out for a chamber without work experience', async () => {
    renderRound(() => roundOf({ progress: roundOf().progress.filter((line) => !line.isWorkExperience) }));
    await screen.findByText('42 van 60 punten', {}, SLOW);
    expect(screen.queryByRole('region', { name: 'Werkgeversverklaring' })).toBeNull();
  });
});
