import {
  DateField,
  DocumentUploadField,
  MultiStepForm,
  mediaUuids,
  type FieldErrors,
} from '@portal/shared/forms';
import { REGISTRATION_STEP_RULES } from '@portal/shared/validation';
import { useAddVogRecord } from '../api/add-vog-record';
import { ScreenScope } from '@portal/shared/ui';

type VogValues = Record<string, unknown>;

// The rules of the wizard's VOG step, the one copy the api's addVogRecord checks too.
const RULES = REGISTRATION_STEP_RULES.vog;

/** A new VOG: its date of issue and a copy (the one shared upload field). */
export function AddVogForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const addVog = useAddVogRecord();

  const submit = async (values: VogValues): Promise<FieldErrors | undefined> => {
    // The upload field holds the stored file; the api takes its uuid.
    const [mediaUuid] = mediaUuids(values.mediaUuid);
    const outcome = await addVog.run({ issuedOn: String(values.issuedOn), mediaUuid: mediaUuid ?? '' });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed) throw new Error('addVogRecord failed');
    await onAdded();
    return undefined;
  };

  return (
    <ScreenScope>
      <MultiStepForm<VogValues>
        steps={[
          {
            key: 'vog',
            title: 'Nieuwe VOG toevoegen',
            rules: RULES,
            render: () => (
              <>
                <DateField name="issuedOn" label="Datum van afgifte" />
                <DocumentUploadField
                  name="mediaUuid"
                  label="Kopie van de VOG"
                  multiple={false}
                  extra="PDF, JPG of PNG, maximaal 10 MB."
                />
              </>
            ),
          },
        ]}
        submitLabel="VOG toevoegen"
        titledByContainer
        savedMessage="Je VOG is toegevoegd."
        onSubmit={submit}
      />
    </ScreenScope>
  );
}
