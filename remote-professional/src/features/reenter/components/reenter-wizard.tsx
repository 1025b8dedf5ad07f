/**
 * The re-entry wizard on the shared form engine: one step per URL segment (`/herintreden/{uuid}/{step}`,
 * steps 1-5 are REENTER_STEP_KEYS), each step saved when moving on, and the last step that pays the
 * fee when the api asks for it (through the payment page, back to this step) and submits. Submitting
 * cannot be undone: the step says so.
 */
import { useCallback, useMemo } from 'react';
import {
  DateField,
  DocumentUploadField,
  mediaUuids,
  MultiStepForm,
  PostalCodeField,
  SelectField,
  TextAreaField,
  TextField,
  YesNoField,
  type FieldErrors,
  type FormStep,
  type FormValues,
} from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { DescriptionList } from '@portal/shared/ui';
import { REENTER_STEP_KEYS, REENTER_STEP_RULES, type ReenterStepKey } from '@portal/shared/validation';
import type { ReenterChoices, ReenterRequest } from '../api/reenter-request-query';
import {
  useRequestReenterInvoice,
  useSaveReenterRequest,
  useSubmitReenterRequest,
} from '../api/reenter-mutations';
import { MEASURE_LABELS, MEASURE_OPTIONS, REENTER_CANNOT_UNDO, targetText } from '../utils/reenter-texts';

export interface ReenterWizardProps {
  request: ReenterRequest;
  choices: ReenterChoices;
  step: string;
  /** Reads the request again once submitted: the screen then shows it read-only. */
  onSubmitted: () => Promise<unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const answer = (value: unknown) => (value === '' || value == null ? null : Number(value));
const asAnswer = (value: boolean | null | undefined) => (value == null ? undefined : value ? 1 : 0);

interface MeasureValues {
  type?: string;
  startsAt?: string;
  endsAt?: string;
  reason?: string;
}

function initialValuesOf(request: ReenterRequest): FormValues {
  const professional = request.professional && 'uuid' in request.professional ? request.professional : null;
  const measures = request.disciplinaryMeasures.map((measure) => ({
    type: measure.type?.value ?? undefined,
    startsAt: measure.startsAt ?? undefined,
    endsAt: measure.endsAt ?? undefined,
    reason: measure.reason ?? undefined,
  }));
  return {
    type: request.type?.value ?? undefined,
    registrationTargetUuid: request.toRegistrationTargetId ?? undefined,
    motivation: request.motivation ?? undefined,
    mediaUuids: request.medias.nodes,
    hasDisciplinaryMeasures: asAnswer(request.hasDisciplinaryMeasures),
    disciplinaryMeasures: measures.length > 0 ? measures : [{}],
    shownInRegister: asAnswer(professional?.shownInRegister),
    registerStreet: professional?.registerStreet ?? undefined,
    registerHouseNumber: professional?.registerHouseNumber ?? undefined,
    registerHouseNumberAddition: professional?.registerHouseNumberAddition ?? undefined,
    registerPostalCode: professional?.registerPostalCode ?? undefined,
    registerCity: professional?.registerCity ?? undefined,
    registerPhone: professional?.registerPhone ?? undefined,
  };
}

/** The fields of one step only: a step's save writes its own fields. */
function inputOf(key: ReenterStepKey, values: FormValues) {
  switch (key) {
    case 'keuze':
      return { type: text(values.type), registrationTargetUuid: text(values.registrationTargetUuid) };
    case 'motivatie':
      return { motivation: text(values.motivation), mediaUuids: mediaUuids(values.mediaUuids) };
    case 'tuchtrecht': {
      const has = answer(values.hasDisciplinaryMeasures);
      const measures = Array.isArray(values.disciplinaryMeasures)
        ? (values.disciplinaryMeasures as MeasureValues[])
        : [];
      return {
        hasDisciplinaryMeasures: has,
        disciplinaryMeasures:
          has === 1
            ? measures.map((measure) => ({
                type: text(measure.type),
                startsAt: text(measure.startsAt),
                endsAt: text(measure.endsAt),
                reason: text(measure.reason),
              }))
            : [],
      };
    }
    case 'register':
      return {
        shownInRegister: answer(values.shownInRegister),
        registerStreet: text(values.registerStreet),
        registerHouseNumber: text(values.registerHouseNumber),
        registerHouseNumberAddition: text(values.registerHouseNumberAddition),
        registerPostalCode: text(values.registerPostalCode),
        registerCity: text(values.registerCity),
        registerPhone: text(values.registerPhone),
      };
    case 'indienen':
      return {};
  }
}

function fileNames(value: unknown): string {
  const names = Array.isArray(value)
    ? value.flatMap((item: { filename?: unknown }) =>
        typeof item?.filename === 'string' ? [item.filename] : [],
      )
    : [];
  return names.length > 0 ? names.join(', ') : '-';
}

function measuresText(values: FormValues): string {
  if (answer(values.hasDisciplinaryMeasures) !== 1) return 'Nee';
  const measures = Array.isArray(values.disciplinaryMeasures)
    ? (values.disciplinaryMeasures as MeasureValues[])
    : [];
  return measures
    .map((measure) =>
      [
        MEASURE_LABELS[measure.type as keyof typeof MEASURE_LABELS] ?? '-',
        measure.startsAt ? `vanaf ${measure.startsAt}` : null,
        measure.endsAt ? `tot ${measure.endsAt}` : null,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

export function ReenterWizard({ request, choices, step, onSubmitted }: ReenterWizardProps) {
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const save = useSaveReenterRequest();
  const requestInvoice = useRequestReenterInvoice();
  const submit = useSubmitReenterRequest();
  const uuid = request.uuid;
  const basePath = hrefFor('reenterRequest');
  const initialValues = useMemo(() => initialValuesOf(request), [request]);

  const typeOptions = useMemo(
    () => choices.reenterTypes.map((type) => ({ value: type.value, label: type.label })),
    [choices.reenterTypes],
  );
  const targetOptions = useMemo(
    () =>
      choices.registrationChoices.map((choice) => ({
        value: choice.target.uuid,
        label: targetText(choice.target),
      })),
    [choices.registrationChoices],
  );

  const saveStep = useCallback(
    async (key: ReenterStepKey, values: FormValues, isDraft: boolean): Promise<FieldErrors | undefined> => {
      const outcome = await save.run({
        uuid,
        step: key,
        input: inputOf(key, values),
        isDraft: isDraft ? 1 : 0,
      });
      if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
      if (outcome.failed || !outcome.data?.saveReenterRequest) throw new Error('saveReenterRequest failed');
      return undefined;
    },
    [save, uuid],
  );

  /** Pays the fee first when there is one; once paid (or free), submits. */
  const finish = useCallback(async (): Promise<FieldErrors | undefined> => {
    const invoice = await requestInvoice.run({ uuid });
    if (Object.keys(invoice.fieldErrors).length > 0) return invoice.fieldErrors;
    const fee = invoice.data?.requestReenterInvoice;
    if (invoice.failed || !fee) throw new Error('requestReenterInvoice failed');
    if (fee.status === 'open' && fee.invoiceUuid) {
      // After paying, the payment page leads back to this step, where the request is submitted.
      const back = hrefFor('reenterRequest', { uuid, step: String(REENTER_STEP_KEYS.length) });
      await navigate(`${hrefFor('payment', { uuid: fee.invoiceUuid })}?terug=${encodeURIComponent(back)}`);
      return undefined;
    }
    const outcome = await submit.run({ uuid });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed || !outcome.data?.submitReenterRequest) throw new Error('submitReenterRequest failed');
    // The detail's latestReenterRequest (the drawer, the entry rule) reads the new status.
    await Promise.all([navigation.reinitialize(), onSubmitted()]);
    navigate(hrefFor('reenterRequest', { uuid, step: '1' }));
    return undefined;
  }, [requestInvoice, submit, uuid, navigate, navigation, onSubmitted]);

  const steps = useMemo(() => {
    const list: FormStep<FormValues>[] = [
      {
        title: 'Kamer en registratie',
        rules: REENTER_STEP_RULES.keuze,
        render: () => (
          <>
            <SelectField
              name="type"
              label="Soort herintreding"
              options={typeOptions}
              placeholder="Kies de soort herintreding"
            />
            <SelectField
              name="registrationTargetUuid"
              label="Kamer en registratie"
              options={targetOptions}
              placeholder="Kies de kamer en registratie"
            />
          </>
        ),
      },
      {
        title: 'Motivatie',
        rules: REENTER_STEP_RULES.motivatie,
        render: () => (
          <>
            <TextAreaField
              name="motivation"
              label="Waarom wil je weer in het register?"
              extra="Beschrijf je opleiding, je werk en wat je sinds het einde van je registratie hebt gedaan (minimaal 20 tekens)."
              maxLength={4000}
            />
            <DocumentUploadField
              name="mediaUuids"
              label="Kopieën van je diploma’s"
              extra="PDF, JPG of PNG, maximaal 10 MB."
            />
          </>
        ),
      },
      {
        title: 'Tuchtrecht',
        rules: REENTER_STEP_RULES.tuchtrecht,
        render: ({ values }) => (
          <>
            <YesNoField
              name="hasDisciplinaryMeasures"
              label="Heb je eerder een tuchtrechtelijke maatregel opgelegd gekregen?"
            />
            {answer(values.hasDisciplinaryMeasures) === 1 && (
              <>
                <SelectField
                  name="disciplinaryMeasures.0.type"
                  label="Soort maatregel"
                  options={MEASURE_OPTIONS}
                  placeholder="Kies de maatregel"
                />
                <DateField name="disciplinaryMeasures.0.startsAt" label="Ingangsdatum" />
                <DateField
                  name="disciplinaryMeasures.0.endsAt"
                  label="Einddatum (als die er is)"
                  allowClear
                />
                <TextAreaField
                  name="disciplinaryMeasures.0.reason"
                  label="Toelichting"
                  extra="Waarom de maatregel is opgelegd."
                  maxLength={2000}
                />
              </>
            )}
          </>
        ),
      },
      {
        title: 'Register',
        rules: REENTER_STEP_RULES.register,
        render: ({ values }) => (
          <>
            <YesNoField
              name="shownInRegister"
              label="Wil je met je werkadres in het openbare register staan?"
            />
            {answer(values.shownInRegister) === 1 && (
              <>
                <TextField name="registerStreet" label="Straat (register)" />
                <TextField name="registerHouseNumber" label="Huisnummer (register)" inputMode="numeric" />
                <TextField name="registerHouseNumberAddition" label="Toevoeging (register)" />
                <PostalCodeField name="registerPostalCode" label="Postcode (register)" />
                <TextField name="registerCity" label="Plaats (register)" />
                <TextField name="registerPhone" label="Telefoonnummer (register)" type="tel" />
              </>
            )}
          </>
        ),
      },
      {
        title: 'Controleren en indienen',
        render: ({ values }) => {
          const type = choices.reenterTypes.find((option) => option.value === values.type);
          const target = choices.registrationChoices.find(
            (choice) => choice.target.uuid === values.registrationTargetUuid,
          );
          return (
            <>
              <DescriptionList
                items={[
                  { key: 'type', label: 'Soort herintreding', children: type?.label ?? '-' },
                  {
                    key: 'target',
                    label: 'Kamer en registratie',
                    children: target ? targetText(target.target) : '-',
                  },
                  { key: 'motivation', label: 'Motivatie', children: text(values.motivation) ?? '-' },
                  { key: 'diplomas', label: 'Diploma’s', children: fileNames(values.mediaUuids) },
                  { key: 'measures', label: 'Eerdere maatregelen', children: measuresText(values) },
                  {
                    key: 'register',
                    label: 'In het openbare register',
                    children: answer(values.shownInRegister) === 1 ? 'Ja' : 'Nee',
                  },
                ]}
              />
              <p>{REENTER_CANNOT_UNDO}</p>
            </>
          );
        },
      },
    ];
    return list;
  }, [typeOptions, targetOptions, choices]);

  const lastStep = String(steps.length);
  const keyOf = (current: string) => REENTER_STEP_KEYS[Number(current) - 1] ?? 'indienen';

  return (
    <MultiStepForm<FormValues>
      steps={steps}
      step={step}
      onStepChange={(key) => void navigate(hrefFor('reenterRequest', { uuid, step: key }))}
      initialValues={initialValues}
      saveOnNext
      submitLabel="Verzoek indienen"
      serverErrorPrefix="input."
      leaveGuard={{
        blockLeaving: navigation.blockLeaving,
        isOwnPath: (pathname) => pathname === basePath || pathname.startsWith(`${basePath}/`),
      }}
      onSaveDraft={(values, { step: current }) => saveStep(keyOf(current), values, true)}
      onSubmit={(values, { step: current }) =>
        current === lastStep ? finish() : saveStep(keyOf(current), values, false)
      }
    />
  );
}
