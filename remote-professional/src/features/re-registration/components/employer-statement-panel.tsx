import { useDocumentDownload } from '@portal/shared/data';
import {
  DocumentUploadField,
  MultiStepForm,
  SelectField,
  mediaUuids,
  type FieldErrors,
  type FormValues,
} from '@portal/shared/forms';
import { FormStatus } from '@portal/shared/forms/plain';
import { Button, Card, DescriptionList } from '@portal/shared/ui';
import { EMPLOYER_STATEMENT_UPLOAD_RULES } from '@portal/shared/validation';
import { DocumentLinks } from '../../../components/document-links';
import { useRequestEmployerStatement, useUploadEmployerStatement } from '../api/employer-statement';
import type { ReRegistration } from '../api/re-registration-query';
import { amountText } from '../utils/amount-text';

export const NOT_BACKED =
  'Je werkervaring is nog niet onderbouwd. Laat de verklaring ondertekenen en upload hem, of vraag je werkgever de uren te bevestigen.';
export const NO_EMPLOYER = 'Je hebt nog geen bevestigde koppeling met een werkgever in Mijn SKJ.';

const REQUEST_RULES = { linkUuid: 'required' } as const;

type Statement = NonNullable<ReRegistration['employerStatement']>;

function StatementState({ statement }: { statement: Statement | null }) {
  if (!statement) return <p>{NOT_BACKED}</p>;
  return (
    <DescriptionList
      items={[
        { key: 'backed', label: 'Onderbouwd door', children: statement.text },
        {
          key: 'hours',
          label: statement.status === 'confirmed' ? 'Bevestigde uren' : 'Uren',
          children: amountText(statement.hoursConfirmed ?? statement.hoursStated, 'hours'),
        },
        ...(statement.kind === 'upload'
          ? [
              {
                key: 'file',
                label: 'Verklaring',
                children: <DocumentLinks files={statement.medias.nodes} />,
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * Werkgeversverklaring: what backs the work-experience hours. The professional downloads the
 * prefilled statement to have it signed and uploads it, or asks an employer they have a confirmed
 * link with to confirm the hours in its portal; the api says which one backs them.
 */
export function EmployerStatementPanel({
  round,
  onChanged,
}: {
  round: ReRegistration;
  onChanged: (message: string) => Promise<void>;
}) {
  const { download, busy, error } = useDocumentDownload();
  const upload = useUploadEmployerStatement();
  const request = useRequestEmployerStatement();
  const editable = round.permissions.canEdit;

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
    <Card title="Werkgeversverklaring" titleId="employer-statement-title">
      <StatementState statement={round.employerStatement ?? null} />
      {editable && (
        <>
          <p>
            Download de ingevulde verklaring, laat hem ondertekenen door je werkgever en upload hem hieronder.
          </p>
          <FormStatus error={error} status={busy ? 'De PDF wordt gemaakt...' : null} />
          <Button
            busy={busy}
            onClick={() =>
              void download({ template: 'employerStatement', uuid: round.uuid }, 'werkgeversverklaring.pdf')
            }
          >
            Verklaring downloaden (PDF)
          </Button>
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
      )}
    </Card>
  );
}
