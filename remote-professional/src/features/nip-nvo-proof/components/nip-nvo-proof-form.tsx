import {
  DateField,
  DocumentUploadField,
  mediaUuids,
  MultiStepForm,
  SelectField,
  TextField,
  type FieldErrors,
  type FormValues,
} from '@portal/shared/forms';
import { formatDate } from '@portal/shared/format';
import { DescriptionList } from '@portal/shared/ui';
import { NIP_NVO_PROOF_RULES } from '@portal/shared/validation';
import { ASSOCIATION_OPTIONS, associationLabel, NIP_NVO_CANNOT_UNDO } from './nip-nvo-texts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the professional filled in, to look back on before submitting. */
function LookBack({ values }: { values: FormValues }) {
  const files = Array.isArray(values.mediaUuids) ? (values.mediaUuids as Array<{ filename?: string }>) : [];
  return (
    <>
      <DescriptionList
        items={[
          {
            key: 'association',
            label: 'Beroepsvereniging',
            children: associationLabel(text(values.association)),
          },
          { key: 'number', label: 'Registratienummer', children: text(values.membershipNumber) },
          { key: 'valid', label: 'Geldig tot en met', children: formatDate(text(values.validUntil)) },
          {
            key: 'file',
            label: 'Bewijs',
            children: files.map((file) => file.filename ?? '').join(', '),
          },
        ]}
      />
      <p>
        <strong>{NIP_NVO_CANNOT_UNDO}</strong>
      </p>
    </>
  );
}

/**
 * The NIP or NVO registration and its proof, then a look back with the confirmation that submitting
 * cannot be undone. The rules are the shared table the api checks too ('today' is the submission day).
 */
export function NipNvoProofForm({
  onSubmit,
}: {
  onSubmit: (values: {
    association: string;
    membershipNumber: string;
    validUntil: string;
    mediaUuids: string[];
  }) => Promise<FieldErrors | undefined>;
}) {
  return (
    <MultiStepForm<FormValues>
      steps={[
        {
          key: 'registratie',
          title: 'Je NIP- of NVO-registratie',
          rules: NIP_NVO_PROOF_RULES,
          render: () => (
            <>
              <SelectField
                name="association"
                label="Beroepsvereniging"
                options={ASSOCIATION_OPTIONS}
                placeholder="Kies NIP of NVO"
              />
              <TextField
                name="membershipNumber"
                label="Registratienummer bij het NIP of de NVO"
                maxLength={40}
              />
              <DateField
                name="validUntil"
                label="Geldig tot en met"
                extra="Je registratie moet op de dag van indienen nog geldig zijn."
              />
              <DocumentUploadField
                name="mediaUuids"
                label="Bewijs van je registratie"
                multiple={false}
                extra="Bijvoorbeeld je registratiebewijs of een uittreksel uit het register. PDF, JPG of PNG, maximaal 10 MB."
              />
            </>
          ),
        },
        {
          key: 'indienen',
          title: 'Controleren en indienen',
          render: ({ values }) => <LookBack values={values} />,
        },
      ]}
      submitLabel="Herregistratie afronden"
      serverErrorPrefix="input."
      onSubmit={(values) =>
        onSubmit({
          association: text(values.association),
          membershipNumber: text(values.membershipNumber),
          validUntil: text(values.validUntil),
          mediaUuids: mediaUuids(values.mediaUuids),
        })
      }
    />
  );
}
