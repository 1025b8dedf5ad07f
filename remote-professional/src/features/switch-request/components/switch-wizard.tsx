/**
 * The switch wizard on the shared form engine: one step per URL segment (`/{route}/{uuid}/{step}`),
 * each step saved as a draft when moving on (the first save makes the request), and the
 * confirmation step that submits it. Submitting cannot be undone: the step says so.
 */
import { useCallback, useMemo, useRef } from 'react';
import {
  DocumentUploadField,
  mediaUuids,
  MultiStepForm,
  SelectField,
  TextField,
  type FieldErrors,
  type FormStep,
  type FormValues,
} from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { DescriptionList } from '@portal/shared/ui';
import type { SwitchKind } from '../../../generated/operation-types';
import type { SwitchChoices } from '../api/switch-choices-query';
import { useSaveSwitchRequest, useSubmitSwitchRequest } from '../api/save-switch-request';
import { SWITCH_STEP_RULES, SWITCH_TEXTS, targetText } from '../utils/switch-texts';

export interface SwitchWizardProps {
  kind: SwitchKind;
  choices: SwitchChoices;
  uuid: string | undefined;
  step: string | undefined;
  initialValues: FormValues;
  /** Reads the request again once submitted: the screen then shows it read-only. */
  onSubmitted: () => Promise<unknown>;
}

function fileNames(value: unknown): string {
  const names = Array.isArray(value)
    ? value.flatMap((item: { filename?: unknown }) =>
        typeof item?.filename === 'string' ? [item.filename] : [],
      )
    : [];
  return names.length > 0 ? names.join(', ') : '-';
}

export function SwitchWizard({ kind, choices, uuid, step, initialValues, onSubmitted }: SwitchWizardProps) {
  const texts = SWITCH_TEXTS[kind];
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const save = useSaveSwitchRequest();
  const submit = useSubmitSwitchRequest();
  const uuidRef = useRef(uuid);
  // The first save made the request: once on its own address, the portal learns of the draft.
  const created = useRef(false);
  const basePath = hrefFor(texts.route);

  const options = useMemo(
    () => choices.targets.map((target) => ({ value: target.uuid, label: targetText(target) })),
    [choices.targets],
  );

  const saveDraft = useCallback(
    async (values: FormValues): Promise<FieldErrors | undefined> => {
      const outcome = await save.run({
        input: {
          kind,
          uuid: uuidRef.current ?? null,
          toRegistrationTargetId:
            typeof values.toRegistrationTargetId === 'string' ? values.toRegistrationTargetId : null,
          motivation:
            kind === 'branchSwitch' && typeof values.motivation === 'string' ? values.motivation : null,
          mediaUuids: mediaUuids(values.mediaUuids),
        },
      });
      if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
      if (outcome.failed || !outcome.data?.saveSwitchRequest) throw new Error('saveSwitchRequest failed');
      if (!uuidRef.current) {
        uuidRef.current = outcome.data.saveSwitchRequest.uuid;
        created.current = true;
      }
      return undefined;
    },
    [save, kind],
  );

  const finish = useCallback(
    async (values: FormValues): Promise<FieldErrors | undefined> => {
      const errors = await saveDraft(values);
      if (errors) return errors;
      const outcome = await submit.run({ uuid: uuidRef.current! });
      if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
      if (outcome.failed || !outcome.data?.submitSwitchRequest) throw new Error('submitSwitchRequest failed');
      await Promise.all([navigation.reinitialize(), onSubmitted()]);
      navigate(hrefFor(texts.route, { uuid: uuidRef.current! }));
      return undefined;
    },
    [saveDraft, submit, texts, navigation, navigate, onSubmitted],
  );

  const steps = useMemo(() => {
    const list: FormStep<FormValues>[] = [
      {
        title: texts.targetLabel,
        rules: SWITCH_STEP_RULES.target,
        render: () => (
          <>
            <p>{texts.intro}</p>
            <SelectField
              name="toRegistrationTargetId"
              label={texts.targetLabel}
              options={options}
              placeholder={texts.targetPlaceholder}
            />
          </>
        ),
      },
    ];
    if (kind === 'branchSwitch') {
      list.push({
        title: 'Motivatie',
        rules: SWITCH_STEP_RULES.motivation,
        render: () => (
          <TextField
            name="motivation"
            label="Waarom wil je van kamer wisselen?"
            extra="Beschrijf je opleiding en je werk in de nieuwe kamer (minimaal 20 tekens)."
            maxLength={2000}
          />
        ),
      });
    }
    list.push(
      {
        title: texts.evidenceLabel,
        rules: SWITCH_STEP_RULES.evidence,
        render: () => (
          <DocumentUploadField name="mediaUuids" label={texts.evidenceLabel} extra={texts.evidenceExtra} />
        ),
      },
      {
        title: 'Bevestigen',
        render: ({ values }) => {
          const target = choices.targets.find((option) => option.uuid === values.toRegistrationTargetId);
          return (
            <>
              <DescriptionList
                items={[
                  {
                    key: 'current',
                    label: 'Huidige registratie',
                    children: choices.currentTarget ? targetText(choices.currentTarget) : '-',
                  },
                  { key: 'target', label: texts.targetLabel, children: target ? targetText(target) : '-' },
                  ...(kind === 'branchSwitch'
                    ? [{ key: 'motivation', label: 'Motivatie', children: String(values.motivation ?? '-') }]
                    : []),
                  { key: 'evidence', label: texts.evidenceLabel, children: fileNames(values.mediaUuids) },
                ]}
              />
              <p>Na het indienen kun je je verzoek niet meer wijzigen.</p>
            </>
          );
        },
      },
    );
    return list;
  }, [kind, texts, options, choices]);

  const lastStep = String(steps.length);
  const stepHref = (key: string) =>
    uuidRef.current ? hrefFor(texts.route, { uuid: uuidRef.current, step: key }) : basePath;

  return (
    <MultiStepForm<FormValues>
      steps={steps}
      step={uuid ? step : undefined}
      onStepChange={(key) => {
        void navigate(stepHref(key));
        if (created.current) {
          created.current = false;
          // After the move: the host's entry rule then opens this draft at step 1 on a later visit.
          void navigation.reinitialize();
        }
      }}
      initialValues={initialValues}
      saveOnNext
      submitLabel="Verzoek indienen"
      serverErrorPrefix="input."
      leaveGuard={{
        blockLeaving: navigation.blockLeaving,
        isOwnPath: (pathname) => pathname === basePath || pathname.startsWith(`${basePath}/`),
      }}
      onSaveDraft={(values) => saveDraft(values)}
      onSubmit={(values, { step: current }) => (current === lastStep ? finish(values) : saveDraft(values))}
    />
  );
}
