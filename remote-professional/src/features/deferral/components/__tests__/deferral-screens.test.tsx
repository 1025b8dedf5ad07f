import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import DeferralIndexScreen, { NO_PERIOD } from '../deferral-index-screen';
import DeferralRequestScreen, { NO_REQUEST } from '../deferral-request-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const request = {
  uuid: 'd-1',
  reason: { value: 'ziekte', label: 'Ziekte' },
  motivation: null,
  months: 2,
  statusEnum: { value: 'approved', label: 'Goedgekeurd' },
  submittedAt: '2026-11-01T10:00:00Z',
  decidedAt: '2026-11-10T10:00:00Z',
  decisionReason: null,
  permissions: { canEdit: false },
  medias: { nodes: [] },
};

const overviewOf = (overrides = {}) => ({
  deadline: '2027-04-01',
  periodTillDate: '2027-02-01',
  deferredMonths: 2,
  maxMonthsPerRequest: 6,
  maxMonthsPerPeriod: 12,
  monthsLeft: 10,
  canRequest: true,
  blockers: [],
  reasons: [
    { value: 'ziekte', label: 'Ziekte' },
    { value: 'zwangerschap-of-ouderschapsverlof', label: 'Zwangerschap of ouderschapsverlof' },
    { value: 'mantelzorg', label: 'Mantelzorg' },
    { value: 'anders', label: 'Anders' },
  ],
  requests: [request],
  ...overrides,
});

describe('Uitstel', () => {
  it('shows the one deadline, the limits, and each request with its decision', async () => {
    renderScreen(<DeferralIndexScreen />, {
      screen: 'delayReRegistrationIndex',
      answers: { deferralQuery: () => ({ deferral: overviewOf() }) },
    });
    expect(await screen.findByText('uiterlijk 01-04-2027', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Je kunt per aanvraag hoogstens 6 maanden uitstel vragen, en per registratieperiode hoogstens 12 maanden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitstel aanvragen' })).toHaveAttribute(
      'href',
      '/uitstel-aanvragen',
    );
    expect(screen.getByRole('link', { name: '2 maanden uitstel' })).toHaveAttribute(
      'href',
      '/uitstel-aanvragen/d-1',
    );
    expect(screen.getByText('Goedgekeurd')).toBeInTheDocument();
  });

  it('says why no request can be made, and without a period that none is needed', async () => {
    renderScreen(<DeferralIndexScreen />, {
      screen: 'delayReRegistrationIndex',
      answers: {
        deferralQuery: () => ({
          deferral: overviewOf({
            canRequest: false,
            blockers: ['Je hebt al een verzoek om uitstel in behandeling.'],
            requests: [],
          }),
        }),
      },
    });
    expect(
      await screen.findByText('Je hebt al een verzoek om uitstel in behandeling.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Uitstel aanvragen' })).toBeNull();
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });

  it('shows no period as such', async () => {
    renderScreen(<DeferralIndexScreen />, {
      screen: 'delayReRegistrationIndex',
      answers: { deferralQuery: () => ({ deferral: null }) },
    });
    expect(await screen.findByText(NO_PERIOD, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Uitstel aanvragen', () => {
  function renderForm(answers = {}) {
    return renderScreen(<DeferralRequestScreen />, {
      screen: 'delayReRegistrationCreate',
      answers: { deferralQuery: () => ({ deferral: overviewOf() }), ...answers },
    });
  }

  it('refuses more months than a request may ask before sending anything, naming the limit', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Reden', {}, SLOW), 'Ziekte');
    await user.type(screen.getByLabelText('Aantal maanden uitstel'), '7');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(
      await screen.findByText('Per aanvraag kun je hoogstens 6 maanden uitstel vragen.', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('requestDeferral');
  });

  it('asks a motivation for anders, sends the request and returns to the list', async () => {
    const { calls, currentPath, navigation } = renderForm({
      requestDeferral: () => ({
        requestDeferral: { uuid: 'd-2', statusEnum: { value: 'pending', label: 'In behandeling' } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Reden', {}, SLOW), 'Anders');
    await user.type(screen.getByLabelText('Aantal maanden uitstel'), '3');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Dit veld is verplicht.', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Toelichting'), 'Verhuizing naar het buitenland');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Uitstel aanvragen' }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/uitstel'), SLOW);
    expect(calls.find((call) => call.operation === 'requestDeferral')?.variables).toEqual({
      input: { reason: 'anders', motivation: 'Verhuizing naar het buitenland', months: 3, mediaUuids: [] },
    });
    expect(navigation.reinitialize).toHaveBeenCalled();
  });

  it("shows the api's refusal on its field and stays", async () => {
    const { currentPath } = renderForm({
      requestDeferral: () =>
        validationAnswer({
          months: [
            'Per registratieperiode kun je hoogstens 12 maanden uitstel krijgen; je kunt nog 2 maanden vragen.',
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Reden', {}, SLOW), 'Ziekte');
    await user.type(screen.getByLabelText('Aantal maanden uitstel'), '3');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Uitstel aanvragen' }, SLOW));
    expect(
      await screen.findByText(
        'Per registratieperiode kun je hoogstens 12 maanden uitstel krijgen; je kunt nog 2 maanden vragen.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/uitstel-aanvragen');
  });

  it('shows a submitted request read-only, and another’s as missing', async () => {
    renderScreen(<DeferralRequestScreen />, {
      screen: 'delayReRegistrationCreate',
      params: { uuid: 'd-1' },
      answers: { deferralRequestQuery: () => ({ deferralRequest: request }) },
    });
    expect(await screen.findByText('Ziekte', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitstel aanvragen' })).toBeNull();
  });

  it('says a missing request is missing', async () => {
    renderScreen(<DeferralRequestScreen />, {
      screen: 'delayReRegistrationCreate',
      params: { uuid: 'x' },
      answers: { deferralRequestQuery: () => ({ deferralRequest: null }) },
    });
    expect(await screen.findByText(NO_REQUEST, {}, SLOW)).toBeInTheDocument();
  });
});
