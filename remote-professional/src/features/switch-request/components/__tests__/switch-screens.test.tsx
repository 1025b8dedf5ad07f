import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { NO_REGISTRATION, NO_REQUEST } from '../../utils/switch-texts';
import BranchSwitchScreen from '../branch-switch-screen';
import TargetSwitchScreen from '../target-switch-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const branch = (value: string, label: string) => ({ value, label });
const JGP = {
  uuid: 't-jgp',
  label: 'Jeugd- en gezinsprofessional',
  registrationBranch: branch('jeugd-en-gezinsprofessional', 'Jeugd- en gezinsprofessionals'),
};
const PSY = {
  uuid: 't-psy',
  label: 'Master psycholoog',
  registrationBranch: branch('gedragswetenschapper', 'Gedragswetenschappers'),
};

const requestOf = (overrides = {}) => ({
  __typename: 'BranchSwitchRequest',
  uuid: 's-1',
  statusEnum: { value: 'pending', label: 'In behandeling' },
  toRegistrationTargetId: PSY.uuid,
  toRegistrationTarget: PSY,
  permissions: { canEdit: false },
  medias: { nodes: [{ uuid: 'm-1', filename: 'diploma.pdf', signedUrl: '/files/m-1' }] },
  motivation: 'Master psychologie afgerond en werkzaam als gedragswetenschapper.',
  submittedAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

const choicesOf = (overrides = {}) => ({
  currentTarget: JGP,
  targets: [PSY],
  blockers: [],
  latestRequest: null,
  ...overrides,
});

describe('Kamerwisselen', () => {
  it('offers the open chambers, saves the first step as a draft and moves to its step 2', async () => {
    const { calls, currentPath } = renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      answers: {
        switchChoicesQuery: () => ({ switchChoices: choicesOf() }),
        saveSwitchRequest: () => ({ saveSwitchRequest: { uuid: 's-1' } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('Jeugd- en gezinsprofessionals: Jeugd- en gezinsprofessional', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Dit veld is verplicht.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('saveSwitchRequest');
    await user.selectOptions(
      screen.getByLabelText('Nieuwe kamer'),
      'Gedragswetenschappers: Master psycholoog',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/kamerwissel/s-1/2'), SLOW);
    expect(calls.find((call) => call.operation === 'saveSwitchRequest')?.variables).toEqual({
      input: {
        kind: 'branchSwitch',
        uuid: null,
        toRegistrationTargetId: 't-psy',
        motivation: null,
        mediaUuids: [],
      },
    });
  });

  it('shows a submitted request read-only, without the wizard', async () => {
    renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      params: { uuid: 's-1' },
      answers: {
        switchChoicesQuery: () => ({
          switchChoices: choicesOf({ blockers: ['Je verzoek is ingediend en wordt beoordeeld.'] }),
        }),
        switchRequestQuery: () => ({ switchRequest: requestOf() }),
      },
    });
    expect(await screen.findByText('In behandeling', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('diploma.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verzoek indienen' })).toBeNull();
  });

  it('sends an editable request without a step to its step 1', async () => {
    const { currentPath } = renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      params: { uuid: 's-1' },
      answers: {
        switchChoicesQuery: () => ({ switchChoices: choicesOf() }),
        switchRequestQuery: () => ({
          switchRequest: requestOf({
            statusEnum: { value: 'draft', label: 'Concept' },
            permissions: { canEdit: true },
          }),
        }),
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/kamerwissel/s-1/1'), SLOW);
  });

  it('says a missing (or another’s) request is missing', async () => {
    renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      params: { uuid: 'x' },
      answers: {
        switchChoicesQuery: () => ({ switchChoices: choicesOf() }),
        switchRequestQuery: () => ({ switchRequest: null }),
      },
    });
    expect(await screen.findByText(NO_REQUEST, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Overstappen naar postmasterregistratie', () => {
  it('says why nothing can be asked', async () => {
    renderScreen(<TargetSwitchScreen />, {
      screen: 'targetSwitchRequest',
      answers: {
        switchChoicesQuery: () => ({
          switchChoices: choicesOf({
            targets: [],
            blockers: ['Overstappen kan alleen vanuit gedragswetenschappers.'],
          }),
        }),
      },
    });
    expect(
      await screen.findByText('Overstappen kan alleen vanuit gedragswetenschappers.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  });

  it('without an approved registration says so', async () => {
    renderScreen(<TargetSwitchScreen />, {
      screen: 'targetSwitchRequest',
      answers: { switchChoicesQuery: () => ({ switchChoices: null }) },
    });
    expect(await screen.findByText(NO_REGISTRATION, {}, SLOW)).toBeInTheDocument();
  });
});

describe('an editable latest request', () => {
  it('opens at its step 1 instead of a new request', async () => {
    const { currentPath } = renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      answers: {
        switchChoicesQuery: () => ({
          switchChoices: choicesOf({
            latestRequest: requestOf({
              statusEnum: { value: 'draft', label: 'Concept' },
              permissions: { canEdit: true },
            }),
          }),
        }),
        switchRequestQuery: () => ({
          switchRequest: requestOf({
            statusEnum: { value: 'draft', label: 'Concept' },
            permissions: { canEdit: true },
          }),
        }),
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/kamerwissel/s-1/1'), SLOW);
  });
});

describe('submitting', () => {
  it('saves and submits on the confirmation step, then shows the request read-only', async () => {
    let submitted = false;
    const draft = requestOf({
      statusEnum: { value: 'draft', label: 'Concept' },
      permissions: { canEdit: true },
      submittedAt: null,
    });
    const { calls, currentPath, navigation } = renderScreen(<BranchSwitchScreen />, {
      screen: 'branchSwitchRequest',
      params: { uuid: 's-1', step: '4' },
      answers: {
        switchChoicesQuery: () => ({
          switchChoices: choicesOf({ latestRequest: submitted ? requestOf() : draft }),
        }),
        switchRequestQuery: () => ({ switchRequest: submitted ? requestOf() : draft }),
        saveSwitchRequest: () => ({ saveSwitchRequest: { uuid: 's-1' } }),
        submitSwitchRequest: () => {
          submitted = true;
          return {
            submitSwitchRequest: { uuid: 's-1', statusEnum: { value: 'pending', label: 'In behandeling' } },
          };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('Na het indienen kun je je verzoek niet meer wijzigen.', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verzoek indienen' }));
    await waitFor(() => expect(currentPath()).toBe('/kamerwissel/s-1'), SLOW);
    expect(await screen.findByText('In behandeling', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText('Je verzoek om van kamer te wisselen is ingediend.', { exact: false }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verzoek indienen' })).toBeNull();
    expect(calls.find((call) => call.operation === 'submitSwitchRequest')?.variables).toEqual({
      uuid: 's-1',
    });
    expect(navigation.reinitialize).toHaveBeenCalled();
  });
});
