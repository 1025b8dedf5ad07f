import {
  DocumentUploadField,
  MultiStepForm,
  SelectField,
  mediaUuids,
  type FieldErrors,
  type FormValues,
} from '@portal/shared/forms';
import { EMPLOYER_STATEMENT_UPLOAD_RULES } from '@portal/shared/validation';
import { useRequestEmployerStatement, useUploadEmployerStatement } from '../api/employer-statement';
import type { ReRegistration } from '../api/re-registration-query';
import { ScreenScope } from '@portal/shared/ui';

export const NO_EMPLOYER = 'Je hebt nog geen bevestigde koppeling met een werkgever in Mijn SKJ.';

const REQUEST_RULES = { linkUuid: 'required' } as const;

/**
 * The werkgeversverklaring's two forms: upload the signed statement, or ask a linked employer to
 * confirm the hours. A chunk of their own (the form engine, the upload field, the validation package):
 * Herregistratie's first view shows the round and its activities without them (issue 38).
 */
export function EmployerStatementForms({
  round,
  onChanged,
}: {
  round: ReRegistration;
  onChanged: (message: string) => Promise<void>;
}) {
  const upload = useUploadEmployerStatement();
  const request = useRequestEmployerStatement();

  const submitUpload = async (values: FormValues): Promise<FieldErrors | undefined> => {
    const [mediaUuid] = mediaUuids(values.mediaUuid);
    const outcome = await upload.run({ roundUuid: round.uuid, mediaUuid: mediaUuid ?? '' });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed) throw new Error('uploadEmployerStatement failed');
    await onChanged('De werkgeversverklaring is geüpload.');
    return undefined;
  };

  const submitRequest = async (values: FormValues): Promise<FieldErrors | undefined> => {
    const outcome = await request.run({ roundUuid: round.uuid, linkUuid: String(values.linkUuid ?? '') });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed) throw new Error('requestEmployerStatement failed');
    await onChanged('Je werkgever is gevraagd je werkervaring te bevestigen.');
    return undefined;
  };

  return (
    <ScreenScope>
      <>
        <MultiStepForm<FormValues>
          steps={[
            {
              key: 'verklaring',
              title: 'Ondertekende verklaring uploaden',
              rules: EMPLOYER_STATEMENT_UPLOAD_RULES,
              render: () => (
                <DocumentUploadField
                  name="mediaUuid"
                  label="Ondertekende werkgeversverklaring"
                  multiple={false}
                  extra="PDF, JPG of PNG, maximaal 10 MB."
                />
              ),
            },
          ]}
          submitLabel="Verklaring uploaden"
          savedMessage="De werkgeversverklaring is geüpload."
          onSubmit={submitUpload}
        />
        {round.statementEmployers.length === 0 ? (
          <p>Of laat je werkgever de uren bevestigen: {NO_EMPLOYER}</p>
        ) : (
          <MultiStepForm<FormValues>
            steps={[
              {
                key: 'werkgever',
                title: 'Of: je werkgever laten bevestigen',
                rules: REQUEST_RULES,
                render: () => (
                  <SelectField
                    name="linkUuid"
                    label="Werkgever"
                    placeholder="Kies je werkgever"
                    options={round.statementEmployers.map((employer) => ({
                      value: employer.linkUuid,
                      label: employer.name,
                    }))}
                  />
                ),
              },
            ]}
            initialValues={
              round.statementEmployers.length === 1
                ? { linkUuid: round.statementEmployers[0]!.linkUuid }
                : undefined
            }
            submitLabel="Vraag om bevestiging"
            savedMessage="Je werkgever is gevraagd je werkervaring te bevestigen."
            onSubmit={submitRequest}
          />
        )}
      </>
    </ScreenScope>
  );
}
