/**
 * A form in steps whose step is a URL segment owned by the host (`step` + `onStepChange`). Each step's
 * rules are checked on the client before moving on; 'Opslaan als concept' saves with required rules
 * relaxed; the submit checks all steps. Server validation errors (422) land on their fields, on the
 * step that holds them. Values survive moves between related routes when `persist` is given.
 */
import { Form as FinalForm, FormSpy } from 'react-final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { useFormLoading } from '../../hooks/use-form-loading';
import { FormRulesContext } from '../../hooks/use-form-rules';
import { useRelatedFormData } from '../../hooks/use-related-form-data';
import { useStepNavigation } from '../../hooks/use-step-navigation';
import { useStepSubmit, type SubmitIntent } from '../../hooks/use-step-submit';
import { FORM_TEXT } from '../../messages';
import type { FormStep, FormValues, SubmitHandler } from '../../types';
import { createFormDataStore, type FormDataStore } from '../../utils/form-data-store';
import { isDeepEqual } from '../../utils/is-deep-equal';
import type { LoadingTimings } from '../../utils/loading-tracker';
import { focusElement } from '../../plain/focus';
import { stepsDone } from '../../utils/steps-done';
import type { BlockLeaving } from '@portal/shared/contract';
import { useLeaveConfirmation } from '../../hooks/use-leave-confirmation';
import { LeaveConfirmDialog } from './leave-confirm-dialog';
import { FormAlerts } from './form-alerts';
import { StepActions } from './step-actions';
import { StepHeader } from './step-header';

export interface PersistFormData {
  /** Identifies the form in the store, e.g. `registrationForm:${uuid}`. */
  formKey: string;
  /** Route name the form is on. */
  route: string;
  /** Routes the user may visit without losing the unsaved values. */
  relatedRoutes: readonly string[];
  store?: FormDataStore;
}

export interface MultiStepFormProps<Values extends FormValues = FormValues> {
  steps: readonly FormStep<Values>[];
  /** Current step key from the URL; without it the form keeps its own step. */
  step?: string;
  /** Navigate to the URL of another step. */
  onStepChange?: (step: string) => void;
  initialValues?: Partial<Values>;
  onSubmit: SubmitHandler<Values>;
  /** Shows 'Opslaan als concept'; saves with `isDraft: true`. */
  onSaveDraft?: SubmitHandler<Values>;
  /** Shows 'Opslaan als concept' handled by `onSubmit` with `isDraft: true`. */
  allowDraft?: boolean;
  /** Save (as draft) each time the user moves to the next step. */
  saveOnNext?: boolean;
  submitLabel?: string;
  /** The initial values are still loading. */
  loading?: boolean;
  /** 'YYYY-MM-DD' for date rules; the local date when absent. */
  today?: string;
  persist?: PersistFormData;
  /** Internal errors ('Form validation did not pass', batch failures, ...) for logging. */
  onError?: (error: Error) => void;
  /** Prefix the api puts before field names in 422 errors, e.g. 'input.'. */
  serverErrorPrefix?: string;
  loadingTimings?: LoadingTimings;
  /** Said after a successful submit (e.g. the api's message); 'De gegevens zijn opgeslagen.' by default. */
  savedMessage?: string;
  /**
   * Asks 'Wijzigingen niet opgeslagen. Toch verlaten?' before a navigation away from the form drops
   * changes not yet saved: `blockLeaving` is the host's (`navigation.blockLeaving`); `isOwnPath` names
   * the form's own addresses (its steps), between which the values stay.
   */
  leaveGuard?: { blockLeaving: BlockLeaving | undefined; isOwnPath: (pathname: string) => boolean };
  /**
   * A one-step form whose surroundings already name it (a dialog's title, issue 36: 'Diploma
   * toevoegen' stood above 'Gegevens van het diploma'): no heading of its own, the step's title stays
   * its name in the code.
   */
  titledByContainer?: boolean;
}

const detachedStore = createFormDataStore();

export function MultiStepForm<Values extends FormValues = FormValues>(props: MultiStepFormProps<Values>) {
  const { steps, initialValues, persist, loading: loadingData = false, today } = props;
  const navigation = useStepNavigation(steps, props.step, props.onStepChange);
  const loading = useFormLoading(props.loadingTimings);
  const related = useRelatedFormData<Values>(
    persist?.formKey ?? '',
    persist?.relatedRoutes ?? [],
    persist?.route ?? '',
    persist ? persist.store : detachedStore,
  );
  const [draftSaved, setDraftSaved] = useState(false);
  // What was last saved (or loaded), to tell unsaved changes; and whether a save runs now, whose own
  // navigation (to the next step, the payment, the overview) is never held.
  const savedValuesRef = useRef<unknown>(undefined);
  const currentValuesRef = useRef<unknown>(undefined);
  const savingRef = useRef(false);
  const leaveGuard = props.leaveGuard;
  const leaveQuestion = useLeaveConfirmation(
    leaveGuard?.blockLeaving,
    (pathname) =>
      !savingRef.current &&
      !(leaveGuard?.isOwnPath(pathname) ?? true) &&
      !isDeepEqual(currentValuesRef.current ?? {}, savedValuesRef.current ?? {}),
  );
  const [saved, setSaved] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusFirstError = useFocusFirstError(containerRef, navigation.key);

  // After 'Volgende' or 'Vorige' the new step's heading takes focus, so the keyboard starts at the
  // top of the fields it has not seen yet; a failed submit focuses its first invalid field instead.
  const focusHeadingOnStep = useRef(false);
  useEffect(() => {
    if (!focusHeadingOnStep.current) return;
    focusHeadingOnStep.current = false;
    focusElement(headingRef.current);
  }, [navigation.key]);

  const loadingDataRef = useRef(loadingData);
  loadingDataRef.current = loadingData;
  const { track } = loading;
  useEffect(() => {
    if (loadingData) track({ isLoading: () => loadingDataRef.current });
  }, [loadingData, track]);

  const { intentRef, handleSubmit } = useStepSubmit<Values>({
    steps,
    navigation,
    onSubmit: props.onSubmit,
    onSaveDraft: props.onSaveDraft,
    saveOnNext: props.saveOnNext ?? false,
    today,
    serverErrorPrefix: props.serverErrorPrefix,
    loading,
    onError: props.onError,
    onAdvance: () => {
      focusHeadingOnStep.current = true;
    },
    onSaved: (intent: SubmitIntent) => {
      savedValuesRef.current = currentValuesRef.current;
      setDraftSaved(intent === 'draft');
      setSaved(intent === 'submit');
      if (intent === 'submit') related.clear();
    },
  });

  const startValues = (related.storedValues ?? initialValues) as Values | undefined;
  if (savedValuesRef.current === undefined && !loadingData) savedValuesRef.current = startValues ?? {};
  const currentStep = steps[navigation.index];
  const rulesContext = useMemo(() => ({ rules: currentStep?.rules ?? {}, today }), [currentStep, today]);

  // A short status, not a live region around the whole form (antd's Spin would make it one).
  if (loadingData) {
    return (
      <p className="portal-form-loading" role="status">
        {FORM_TEXT.loading}
      </p>
    );
  }

  const submitWith = async (form: FormApi<Values>, intent: SubmitIntent | null) => {
    intentRef.current = intent;
    setDraftSaved(false);
    setSaved(false);
    savingRef.current = true;
    try {
      await form.submit();
    } finally {
      savingRef.current = false;
    }
    if (form.getState().hasSubmitErrors) focusFirstError();
  };

  return (
    <FinalForm<Values>
      onSubmit={handleSubmit}
      initialValues={startValues}
      initialValuesEqual={isDeepEqual}
      subscription={{ submitting: true, values: true }}
      render={({ form, values, submitting }) => {
        currentValuesRef.current = values;
        return (
          <div ref={containerRef}>
            {leaveQuestion ? (
              <LeaveConfirmDialog onLeave={leaveQuestion.leave} onStay={leaveQuestion.stay} />
            ) : null}
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submitWith(form, null);
              }}
            >
              {persist ? (
                <FormSpy
                  subscription={{ values: true }}
                  onChange={(state) => related.save(state.values as Values)}
                />
              ) : null}
              <StepHeader
                titles={steps.map((step) => step.title)}
                index={navigation.index}
                done={stepsDone(steps, values, navigation.index, today)}
                headingRef={headingRef}
                headingless={props.titledByContainer === true && steps.length === 1}
              />
              <FormRulesContext.Provider value={rulesContext}>
                {currentStep?.render({ values, step: navigation.key, stepIndex: navigation.index })}
              </FormRulesContext.Provider>
              <FormAlerts
                draftSaved={draftSaved}
                savedMessage={saved ? (props.savedMessage ?? FORM_TEXT.saved) : null}
                busy={loading.loading}
                timedOut={loading.timedOut}
              />
              <StepActions
                isFirst={navigation.isFirst}
                isLast={navigation.isLast}
                // Busy only while this form saves: antd's loading button swallows clicks, and the
                // loading tracker keeps its indicator up a moment after data arrived (SPEC section 4).
                busy={submitting === true}
                submitLabel={props.submitLabel ?? FORM_TEXT.submit}
                showDraft={!!props.onSaveDraft || !!props.allowDraft}
                onBack={() => {
                  focusHeadingOnStep.current = true;
                  navigation.goTo(navigation.index - 1);
                }}
                onSaveDraft={() => void submitWith(form, 'draft')}
              />
            </form>
          </div>
        );
      }}
    />
  );
}
