/**
 * Accreditatie aanvragen (`aanvragen/{step}`), bewerken (`bewerken/{uuid}/{step}`, while draft or
 * incomplete) and verlengen (`verlengen/{uuid}`, a new application prefilled from an approved or
 * expired one). The fees and rules come from the api's configuration (`accreditationTerms`).
 */
import { FormStatus } from '@portal/shared/forms';
import { formatDate } from '@portal/shared/format';
import { useParams } from '@portal/shared/router';
import { Card, DescriptionList, QueryContent } from '@portal/shared/ui';
import { useEducatorAccreditation, type AccreditationDetail } from '../api/accreditation-query';
import { useAccreditationTerms, type AccreditationTerms } from '../api/accreditation-terms-query';
import { valuesOf } from '../utils/accreditation-values';
import { COURSE_FORM_OPTIONS, feeText } from './accreditation-form-steps';
import { AccreditationWizard } from './accreditation-wizard';

export type WizardMode = 'request' | 'edit' | 'extend';

const TITLES: Record<WizardMode, string> = {
  request: 'Accreditatie aanvragen',
  edit: 'Accreditatie bewerken',
  extend: 'Accreditatie verlengen',
};

export const NOT_FOUND = 'Deze accreditatie bestaat niet.';
const NOT_EDITABLE = 'Deze aanvraag is ingediend of afgehandeld en kan niet meer worden gewijzigd.';
const NOT_RENEWABLE = 'Alleen een goedgekeurde of verlopen accreditatie kan worden verlengd.';

/** A submitted or decided application, read only. */
function ReadOnly({
  row,
  terms,
  message,
}: {
  row: AccreditationDetail;
  terms: AccreditationTerms;
  message: string;
}) {
  return (
    <>
      <FormStatus error={message} />
      <Card title={row.title}>
        <DescriptionList
          items={[
            { key: 'status', label: 'Status', children: row.statusLabel },
            { key: 'number', label: 'Accreditatienummer', children: row.accreditationNumber },
            {
              key: 'form',
              label: 'Vorm',
              children: COURSE_FORM_OPTIONS.find((option) => option.value === row.form)?.label,
            },
            { key: 'points', label: 'Punten', children: String(row.points) },
            { key: 'validity', label: 'Geldigheid en tarief', children: feeText(terms, row.validityYears) },
            {
              key: 'valid',
              label: 'Geldig',
              children:
                row.validFrom && row.validUntil
                  ? `${formatDate(row.validFrom)} t/m ${formatDate(row.validUntil)}`
                  : null,
            },
            { key: 'reason', label: 'Toelichting', children: row.decisionReason },
          ]}
        />
      </Card>
    </>
  );
}

function WizardFor({ mode, terms }: { mode: WizardMode; terms: AccreditationTerms }) {
  const params = useParams();
  const uuid = mode === 'request' ? undefined : params.uuid;
  const query = useEducatorAccreditation(uuid);
  if (mode === 'request') {
    return <AccreditationWizard step={params.step} initialValues={{}} terms={terms} feePaid={false} />;
  }
  return (
    <QueryContent query={query}>
      {(data) => (
        <Loaded mode={mode} row={data.educatorAccreditation ?? null} terms={terms} step={params.step} />
      )}
    </QueryContent>
  );
}

interface LoadedProps {
  mode: 'edit' | 'extend';
  row: AccreditationDetail | null;
  terms: AccreditationTerms;
  step: string | undefined;
}

/** Another provider's accreditation is not found, exactly like a missing one (the api says null). */
function Loaded({ mode, row, terms, step }: LoadedProps) {
  if (!row) return <FormStatus error={NOT_FOUND} />;
  if (mode === 'extend') {
    if (row.status !== 'approved' && row.status !== 'expired')
      return <ReadOnly row={row} terms={terms} message={NOT_RENEWABLE} />;
    return (
      <>
        <p>
          Je vraagt een nieuwe accreditatie aan voor &lsquo;{row.title}&rsquo;. De gegevens van de huidige
          accreditatie zijn alvast ingevuld.
        </p>
        <AccreditationWizard
          key={row.uuid}
          renewedFromUuid={row.uuid}
          step={undefined}
          initialValues={valuesOf(row, { renewal: true })}
          terms={terms}
          feePaid={false}
        />
      </>
    );
  }
  if (!row.canEdit) return <ReadOnly row={row} terms={terms} message={NOT_EDITABLE} />;
  return (
    <>
      {row.status === 'incomplete' && row.decisionReason ? (
        <p role="note">Het register vraagt je de aanvraag aan te vullen: {row.decisionReason}</p>
      ) : null}
      <AccreditationWizard
        key={row.uuid}
        uuid={row.uuid}
        step={step}
        initialValues={valuesOf(row)}
        terms={terms}
        feePaid={row.invoice?.status === 'paid'}
      />
    </>
  );
}

export function AccreditationWizardScreen({ mode }: { mode: WizardMode }) {
  const terms = useAccreditationTerms();
  return (
    <div className="portal-card">
      <h1>{TITLES[mode]}</h1>
      <FormStatus />
      <QueryContent query={terms}>
        {(data) => <WizardFor mode={mode} terms={data.accreditationTerms} />}
      </QueryContent>
    </div>
  );
}
