import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import NipNvoProofScreen from '../nip-nvo-proof-screen';
import { NIP_NVO_NO_ROUND, NIP_NVO_NOT_AVAILABLE, NIP_NVO_WITH_ACTIVITIES } from '../nip-nvo-texts';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const ONGOING = { value: 'ongoing', label: 'Lopend' };
const PENDING = { value: 'pending', label: 'In behandeling' };

const roundOf = (overrides: Record<string, unknown> = {}) => ({
  uuid: 'round-1',
  statusEnum: ONGOING,
  deadline: '2027-02-01',
  submittedAt: null,
  offersNipNvoProof: true,
  nipNvoProof: null,
  ...overrides,
});

const PROOF = {
  uuid: 'proof-1',
  association: 'NVO',
  membershipNumber: 'NVO-778',
  validUntil: '2027-06-30',
  submittedAt: '2026-12-01T10:00:00Z',
  medias: { nodes: [{ uuid: 'm-1', filename: 'nvo.pdf', signedUrl: 'https://files.test/nvo.pdf' }] },
};

function renderRound(round: unknown) {
  return renderScreen(<NipNvoProofScreen />, {
    screen: 'reRegistrationNipNvo',
    answers: { nipNvoRoundQuery: () => ({ reRegistration: round }) },
  });
}

describe('Herregistratie afronden met NIP- of NVO-bewijs', () => {
  it('explains the option and asks for the registration and its proof', async () => {
    renderRound(roundOf());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Herregistratie afronden met NIP- of NVO-bewijs' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/in plaats van je activiteiten op te geven/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Dit kan tot en met 01-02-2027.')).toBeInTheDocument();
    expect(screen.getByLabelText('Registratienummer bij het NIP of de NVO')).toBeInTheDocument();
    expect(screen.getByText('Bewijs van je registratie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar je herregistratie' })).toHaveAttribute(
      'href',
      '/herregistratie',
    );
  });

  it('does not go on without the fields, and names what is missing', async () => {
    const { calls } = renderRound(roundOf());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Volgende' }, SLOW));
    // Association, number, date and file: each field says it is required; the step stays.
    expect(await screen.findAllByText('Dit veld is verplicht.', {}, SLOW)).toHaveLength(4);
    expect(screen.queryByText('Controleren en indienen')).toBeNull();
    expect(calls.map((call) => call.operation)).not.toContain('submitNipNvoProof');
  });

  it('shows a submitted proof read-only, with its file', async () => {
    renderRound(roundOf({ statusEnum: PENDING, submittedAt: PROOF.submittedAt, nipNvoProof: PROOF }));
    expect(await screen.findByText('NVO-778', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('30-06-2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nvo.pdf' })).toHaveAttribute(
      'href',
      'https://files.test/nvo.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Herregistratie afronden' })).toBeNull();
  });

  it('says it is not for another chamber, nor after submitting with activities, nor without a round', async () => {
    const first = renderRound(roundOf({ offersNipNvoProof: false }));
    expect(await screen.findByText(NIP_NVO_NOT_AVAILABLE, {}, SLOW)).toBeInTheDocument();
    first.unmount();
    const second = renderRound(roundOf({ statusEnum: PENDING }));
    expect(await screen.findByText(NIP_NVO_WITH_ACTIVITIES, {}, SLOW)).toBeInTheDocument();
    second.unmount();
    renderRound(null);
    expect(await screen.findByText(NIP_NVO_NO_ROUND, {}, SLOW)).toBeInTheDocument();
  });
});
