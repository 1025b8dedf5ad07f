import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useDocumentDownload } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { Button, Card, DescriptionList, LoadingSkeleton } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import { prefetchLater } from '../../../lib/prefetch-later';
import type { ReRegistration } from '../api/re-registration-query';
import { amountText } from '../utils/amount-text';

const EmployerStatementForms = lazy(() =>
  import(/* webpackChunkName: "later-employer-statement" */ './employer-statement-forms').then((module) => ({
    default: module.EmployerStatementForms,
  })),
);

export const OPEN_FORMS = 'Werkervaring onderbouwen';

export const NOT_BACKED =
  'Je werkervaring is nog niet onderbouwd. Laat de verklaring ondertekenen en upload hem, of vraag je werkgever de uren te bevestigen.';
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
  const [formsOpen, setFormsOpen] = useState(false);
  const formsId = useId();
  const editable = round.permissions.canEdit;

  // The forms (the form engine, the upload field, antd) open on request: Herregistratie's first view
  // shows the round without them (issue 38: loading them with it cost a phone 0.9 s of its largest
  // paint). Their files come in the idle moments after the panel has shown, not while the round is
  // still on its way, so opening them seldom waits.
  useEffect(() => {
    if (editable) prefetchLater('later-employer-statement');
  }, [editable]);

  return (
    <Card title="Werkgeversverklaring" titleId="employer-statement-title">
      <StatementState statement={round.employerStatement ?? null} />
      {editable && (
        <>
          <p>
            Download de ingevulde verklaring, laat hem ondertekenen door je werkgever en upload hem hieronder.
          </p>
          <FormStatus error={error} status={busy ? 'De PDF wordt gemaakt...' : null} />
          <div className="re-registration-statement__actions">
            <Button
              busy={busy}
              onClick={() =>
                void download({ template: 'employerStatement', uuid: round.uuid }, 'werkgeversverklaring.pdf')
              }
            >
              Verklaring downloaden (PDF)
            </Button>
            <Button
              aria-expanded={formsOpen}
              aria-controls={formsId}
              onClick={() => setFormsOpen(!formsOpen)}
            >
              {OPEN_FORMS}
            </Button>
          </div>
          <div id={formsId}>
            {formsOpen && (
              <Suspense fallback={<LoadingSkeleton />}>
                <EmployerStatementForms round={round} onChanged={onChanged} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
