import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import CompleteTrainingAdviceScreen from '../complete-training-advice-screen';
import TrainingAdviceFormScreen from '../training-advice-form-screen';
import TrainingAdviceStartScreen from '../training-advice-start-screen';
import { CANNOT_COMPLETE, NO_ADVICE } from '../training-advice-texts';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const REASONS = [
  { value: 'herintreding', label: 'Ik wil herintreden' },
  { value: 'herregistratie', label: 'Ik wil voldoen aan de eisen voor herregistratie' },
  { value: 'kamerwissel', label: 'Ik wil van kamer of target wisselen' },
  { value: 'anders', label: 'Anders' },
];

const adviceOf = (overrides = {}) => ({
  uuid: 'a-1',
  statusEnum: { value: 'draft', label: 'Concept' },
  reason: null,
  reasons: REASONS,
  question: null,
  submittedAt: null,
  advice: null,
  advisedAt: null,
  returnedReason: null,
  completionNote: null,
  completedAt: null,
  permissions: { canEdit: true },
  medias: { nodes: [] },
  ...overrides,
});

const status = (value: string, label: string) => ({ uuid: 'a-1', statusEnum: { value, label } });

describe('Scholingsadvies aanvragen', () => {
  it('starts a draft and opens its step 1', async () => {
    const { currentPath, navigation } = renderScreen(<TrainingAdviceStartScreen />, {
      screen: 'trainingAdviceCreate',
      answers: { createTrainingAdvice: () => ({ createTrainingAdvice: status('draft', 'Concept') }) },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Scholingsadvies aanvragen' }, SLOW));
    await waitFor(() => expect(currentPath()).toBe('/scholingsadvies/a-1/1'), SLOW);
    expect(navigation.reinitialize).toHaveBeenCalled();
  });

  it("says the api's refusal and stays", async () => {
    const { currentPath } = renderScreen(<TrainingAdviceStartScreen />, {
      screen: 'trainingAdviceCreate',
      answers: {
        createTrainingAdvice: () =>
          validationAnswer({ uuid: ['Je kunt nu geen scholingsadvies aanvragen.'] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Scholingsadvies aanvragen' }, SLOW));
    expect(
      await screen.findByText('Je kunt nu geen scholingsadvies aanvragen.', {}, SLOW),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/scholingsadvies');
  });
});

describe('Scholingsadvies: the draft', () => {
  it('checks the question before sending, and saves the draft on Volgende', async () => {
    const { calls, currentPath } = renderScreen(<TrainingAdviceFormScreen />, {
      screen: 'trainingAdviceForm',
      params: { uuid: 'a-1', step: '1' },
      answers: {
        trainingAdviceQuery: () => ({ trainingAdvice: adviceOf() }),
        saveTrainingAdvice: () => ({ saveTrainingAdvice: status('draft', 'Concept') }),
        submitTrainingAdvice: () => ({ submitTrainingAdvice: status('submitted', 'Ingediend') }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(
      await screen.findByLabelText('Waarom vraag je scholingsadvies aan?', {}, SLOW),
      'Anders',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Dit veld is verplicht.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('saveTrainingAdvice');
    await user.type(screen.getByLabelText('Je vraag'), 'Welke scholing past bij mij?');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/scholingsadvies/a-1/2'), SLOW);
    expect(calls.find((call) => call.operation === 'saveTrainingAdvice')?.variables).toEqual({
      uuid: 'a-1',
      input: { reason: 'anders', question: 'Welke scholing past bij mij?' },
    });
  });

  it('shows why staff sent it back', async () => {
    renderScreen(<TrainingAdviceFormScreen />, {
      screen: 'trainingAdviceForm',
      params: { uuid: 'a-1', step: '1' },
      answers: {
        trainingAdviceQuery: () => ({
          trainingAdvice: adviceOf({ returnedReason: 'Noem je werkervaring.' }),
        }),
      },
    });
    expect(await screen.findByText('Noem je werkervaring.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Je aanvraag is teruggestuurd')).toBeInTheDocument();
  });

  it('shows a submitted one read-only, and the advice with the way to complete it', async () => {
    renderScreen(<TrainingAdviceFormScreen />, {
      screen: 'trainingAdviceForm',
      params: { uuid: 'a-1', step: '1' },
      answers: {
        trainingAdviceQuery: () => ({
          trainingAdvice: adviceOf({
            statusEnum: { value: 'processing', label: 'In behandeling' },
            permissions: { canEdit: false },
            reason: REASONS[1],
            question: 'Welke scholing?',
            submittedAt: '2026-11-01T10:00:00Z',
            advice: 'Volg de training Reflectief werken.',
            advisedAt: '2026-11-10T10:00:00Z',
          }),
        }),
      },
    });
    expect(await screen.findByText('Volg de training Reflectief werken.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag indienen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scholingsadvies afronden' })).toHaveAttribute(
      'href',
      '/scholingsadvies/afronden/a-1',
    );
  });

  it('says a missing advice is missing', async () => {
    renderScreen(<TrainingAdviceFormScreen />, {
      screen: 'trainingAdviceForm',
      params: { uuid: 'x', step: '1' },
      answers: { trainingAdviceQuery: () => ({ trainingAdvice: null }) },
    });
    expect(await screen.findByText(NO_ADVICE, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Scholingsadvies afronden', () => {
  it('needs proof before sending anything', async () => {
    const { calls } = renderScreen(<CompleteTrainingAdviceScreen />, {
      screen: 'completeTrainingAdvice',
      params: { uuid: 'a-1' },
      answers: {
        trainingAdviceQuery: () => ({
          trainingAdvice: adviceOf({
            statusEnum: { value: 'processing', label: 'In behandeling' },
            permissions: { canEdit: false },
            advice: 'Volg de training.',
          }),
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Scholingsadvies afronden' }, SLOW));
    expect(await screen.findByText('Dit veld is verplicht.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('completeTrainingAdvice');
  });

  it('says when it cannot be completed', async () => {
    renderScreen(<CompleteTrainingAdviceScreen />, {
      screen: 'completeTrainingAdvice',
      params: { uuid: 'a-1' },
      answers: { trainingAdviceQuery: () => ({ trainingAdvice: adviceOf() }) },
    });
    expect(await screen.findByText(CANNOT_COMPLETE, {}, SLOW)).toBeInTheDocument();
  });
});
