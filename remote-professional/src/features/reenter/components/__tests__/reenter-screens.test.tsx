import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { REENTER_NO_REJECTED, REENTER_NO_REQUEST } from '../../utils/reenter-texts';
import ReenterRejectedScreen from '../reenter-rejected-screen';
import ReenterScreen from '../reenter-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const JGP = {
  uuid: 't-jgp',
  label: 'Jeugd- en gezinsprofessional',
  registrationBranch: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
};

const requestOf = (overrides = {}) => ({
  uuid: 'r-1',
  status: 'pending',
  statusEnum: { value: 'pending', label: 'In behandeling' },
  type: { value: 'reenter', label: 'Herintreding' },
  toBranch: JGP.registrationBranch,
  toRegistrationTargetId: JGP.uuid,
  toRegistrationTarget: JGP,
  motivation: 'Ik heb in het buitenland gewerkt en wil weer aan de slag.',
  data: {},
  permissions: { canEdit: false },
  hasApprovedOrder: true,
  hasDisciplinaryMeasures: false,
  invoiceUuid: null,
  submittedAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
  decisionReason: null,
  disciplinaryMeasures: [],
  professional: {
    __typename: 'ProfessionalDetail',
    uuid: 'p-1',
    hasSelfEmployedCompany: false,
    shownInRegister: false,
    registerStreet: null,
    registerHouseNumber: null,
    registerHouseNumberAddition: null,
    registerPostalCode: null,
    registerCity: null,
    registerPhone: null,
    isDefaulter: false,
    shouldSkipPayment: false,
    diplomas: [],
  },
  medias: { nodes: [{ uuid: 'm-1', filename: 'diploma.pdf', signedUrl: '/files/m-1' }] },
  ...overrides,
});

const answersFor = (request: unknown) => ({
  reenterRequestQuery: () => ({
    reenterRequest: request,
    reenterTypes: [{ value: 'reenter', label: 'Herintreding' }],
    registrationChoices: [{ target: JGP }],
  }),
});

describe('Herintreden', () => {
  it('shows a submitted request read-only, without the steps', async () => {
    renderScreen(<ReenterScreen />, {
      screen: 'reenterRequest',
      params: { uuid: 'r-1', step: '1' },
      answers: answersFor(requestOf()),
    });
    expect(await screen.findByText('In behandeling', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional'),
    ).toBeInTheDocument();
    expect(screen.getByText('diploma.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('saves step 1 of an editable request under its step key and moves to step 2', async () => {
    const { calls, currentPath } = renderScreen(<ReenterScreen />, {
      screen: 'reenterRequest',
      params: { uuid: 'r-1', step: '1' },
      answers: {
        ...answersFor(
          requestOf({
            permissions: { canEdit: true },
            statusEnum: { value: 'draft', label: 'Concept' },
            type: null,
            toRegistrationTargetId: null,
            toRegistrationTarget: null,
          }),
        ),
        saveReenterRequest: () => ({
          saveReenterRequest: { uuid: 'r-1', statusEnum: { value: 'draft', label: 'Concept' } },
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Volgende' }, SLOW));
    expect((await screen.findAllByText('Dit veld is verplicht.', {}, SLOW)).length).toBeGreaterThan(0);
    expect(calls.map((call) => call.operation)).not.toContain('saveReenterRequest');
    await user.selectOptions(screen.getByLabelText('Soort herintreding'), 'Herintreding');
    await user.selectOptions(
      screen.getByLabelText('Kamer en registratie'),
      'Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/herintreden/r-1/2'), SLOW);
    expect(calls.find((call) => call.operation === 'saveReenterRequest')?.variables).toEqual({
      uuid: 'r-1',
      step: 'keuze',
      input: { type: 'reenter', registrationTargetUuid: 't-jgp' },
      isDraft: 0,
    });
  });

  it("says so for another's or a missing request", async () => {
    renderScreen(<ReenterScreen />, {
      screen: 'reenterRequest',
      params: { uuid: 'x', step: '1' },
      answers: answersFor(null),
    });
    expect(await screen.findByText(REENTER_NO_REQUEST, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Herintreden afgewezen', () => {
  it("shows staff's reason and what to do next", async () => {
    renderScreen(<ReenterRejectedScreen />, {
      screen: 'reenterRequestRejected',
      answers: {
        rejectedReenterRequestQuery: () => ({
          rejectedReenterRequest: requestOf({
            statusEnum: { value: 'rejected', label: 'Afgewezen' },
            decidedAt: '2026-11-10T10:00:00Z',
            decisionReason: 'Je diploma geeft geen toegang.',
          }),
        }),
      },
    });
    expect((await screen.findAllByText('Je diploma geeft geen toegang.', {}, SLOW)).length).toBe(2);
    expect(screen.getByText('Wat kun je nu doen?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw herintreden aanvragen' })).toHaveAttribute(
      'href',
      '/herintreden',
    );
  });

  it('says so without a rejected request', async () => {
    renderScreen(<ReenterRejectedScreen />, {
      screen: 'reenterRequestRejected',
      answers: { rejectedReenterRequestQuery: () => ({ rejectedReenterRequest: null }) },
    });
    expect(await screen.findByText(REENTER_NO_REJECTED, {}, SLOW)).toBeInTheDocument();
  });
});
