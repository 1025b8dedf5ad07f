import { useMemo, useState } from 'react';
import {
  DateField,
  DocumentUploadField,
  flashStatus,
  mediaUuids,
  FormStatus,
  MultiStepForm,
  SelectField,
  TextField,
  withDraftVariable,
  type FormStep,
} from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { LOAD_FAILED, ScreenScope } from '@portal/shared/ui';
import { PRACTICAL_PROGRAMME_RULES } from '@portal/shared/validation';
import { usePracticalProgrammes } from '../api/practical-programmes-query';
import { SAVE_PRACTICAL_PROGRAMME } from '../api/save-practical-programme';

const VARIANTS = [
  { value: 'hbo', label: 'hbo-variant' },
  { value: 'wo', label: 'wo-variant' },
];

const STEPS: FormStep[] = [
  {
    key: 'gegevens',
    title: 'Deelnemer en begeleiding',
    rules: PRACTICAL_PROGRAMME_RULES,
    render: () => (
      <>
        <SelectField name="variant" label="Variant" options={VARIANTS} />
        <TextField name="participantName" label="Naam van de deelnemer" />
        <TextField name="participantEmail" label="E-mailadres van de deelnemer" type="email" />
        <TextField
          name="supervisorRegistrationNumber"
          label="Registratienummer van de begeleider"
          extra="De begeleider is een geregistreerde professional."
        />
        <DateField name="startDate" label="Startdatum" />
        <TextField name="durationMonths" label="Duur in maanden" />
        <DocumentUploadField
          name="conditionsMediaUuid"
          label="Voorwaardendocument"
          multiple={false}
          extra="De voorwaarden van het praktijkprogramma. PDF, JPG of PNG, maximaal 10 MB."
        />
      </>
    ),
  },
];

function ProgrammeForm({ uuid }: { uuid: string | null }) {
  const { client } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const list = usePracticalProgrammes();
  const current = uuid ? (list.data?.practicalProgrammes.find((row) => row.uuid === uuid) ?? null) : null;
  const initialValues = useMemo(
    () =>
      current
        ? {
            ...current,
            durationMonths: current.durationMonths === null ? '' : String(current.durationMonths),
            // The upload field holds the stored file it shows; a new upload replaces it.
            conditionsMediaUuid: current.conditions.map(({ uuid: media, filename }) => ({
              uuid: media,
              filename,
            })),
          }
        : {},
    [current],
  );
  const [saved, setSaved] = useState('Je wijzigingen zijn als concept opgeslagen.');
  if (uuid && !list.loading && (!current || !current.canEdit)) return <FormStatus error={LOAD_FAILED} />;
  return (
    <MultiStepForm
      steps={STEPS}
      step={params.step}
      onStepChange={(step) =>
        void navigate(
          uuid
            ? hrefFor('companyPracticalProgramsEdit', { uuid, step })
            : hrefFor('companyPracticalProgramsRequest', { step }),
        )
      }
      initialValues={initialValues}
      loading={Boolean(uuid) && list.loading}
      allowDraft
      submitLabel="Aanvraag indienen"
      savedMessage={saved}
      onSubmit={async (values, { isDraft }) => {
        const text = (name: string) =>
          typeof values[name] === 'string' ? String(values[name]).trim() : null;
        const duration = text('durationMonths');
        const result = await client.mutate({
          mutation: SAVE_PRACTICAL_PROGRAMME,
          variables: withDraftVariable(
            {
              uuid,
              input: {
                variant: text('variant'),
                participantName: text('participantName'),
                participantEmail: text('participantEmail'),
                supervisorRegistrationNumber: text('supervisorRegistrationNumber'),
                startDate: text('startDate'),
                durationMonths: duration ? Number(duration) : null,
                conditionsMediaUuid: mediaUuids(values.conditionsMediaUuid)[0] ?? null,
              },
            },
            isDraft,
          ),
        });
        if (result.error) throw result.error;
        const answer = result.data?.savePracticalProgramme;
        if (!answer) return;
        setSaved(answer.message);
        if (isDraft) {
          if (!uuid)
            await navigate(hrefFor('companyPracticalProgramsEdit', { uuid: answer.uuid, step: 'gegevens' }));
          return;
        }
        flashStatus(answer.message);
        await navigate(hrefFor('companyPracticalProgramsOverview'));
      }}
    />
  );
}

/** Praktijkprogramma aanvragen (`aanvragen/{step}`) and bewerken (`bewerken/{uuid}/{step}`). */
export default function ProgrammeFormScreen() {
  const { uuid } = useParams();
  return (
    <div className="portal-card">
      <h1>{uuid ? 'Praktijkprogramma bewerken' : 'Praktijkprogramma aanvragen'}</h1>
      <ScreenScope>
        <ProgrammeForm uuid={uuid ?? null} />
      </ScreenScope>
    </div>
  );
}
