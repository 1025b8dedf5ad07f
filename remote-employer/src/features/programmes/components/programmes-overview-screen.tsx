import { formatDate } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList, QueryContent, StatusTag, toneOfStatus } from '@portal/shared/ui';
import { usePracticalProgrammes, type PracticalProgramme } from '../api/practical-programmes-query';

const VARIANT_LABELS: Record<string, string> = { hbo: 'hbo-variant', wo: 'wo-variant' };

function ProgrammeCard({ programme }: { programme: PracticalProgramme }) {
  return (
    <Card title={programme.participantName ?? 'Nieuwe aanvraag'} level={2}>
      <DescriptionList
        items={[
          {
            key: 'status',
            label: 'Status',
            children: (
              <StatusTag tone={toneOfStatus(programme.status.value)}>{programme.status.label}</StatusTag>
            ),
          },
          {
            key: 'variant',
            label: 'Variant',
            children: programme.variant ? VARIANT_LABELS[programme.variant] : null,
          },
          {
            key: 'supervisor',
            label: 'Begeleider (registratienummer)',
            children: programme.supervisorRegistrationNumber,
          },
          {
            key: 'start',
            label: 'Startdatum',
            children: programme.startDate ? formatDate(programme.startDate) : null,
          },
          {
            key: 'duration',
            label: 'Duur',
            children: programme.durationMonths ? `${programme.durationMonths} maanden` : null,
          },
          {
            key: 'submitted',
            label: 'Ingediend op',
            children: programme.submittedAt ? formatDate(programme.submittedAt) : null,
          },
          {
            key: 'decided',
            label: 'Besluit op',
            children: programme.decidedAt ? formatDate(programme.decidedAt) : null,
          },
          { key: 'reason', label: 'Toelichting', children: programme.decisionReason },
        ]}
      />
      {programme.canEdit && (
        <p>
          <Link to={hrefFor('companyPracticalProgramsEdit', { uuid: programme.uuid, step: 'gegevens' })}>
            Aanvraag van {programme.participantName ?? 'nieuwe deelnemer'} bewerken
          </Link>
        </p>
      )}
    </Card>
  );
}

/** Praktijkprogramma's (`/werkgever/praktijkprogrammas` and `/overzicht`): the company's applications. */
export default function ProgrammesOverviewScreen() {
  const query = usePracticalProgrammes();
  return (
    <section aria-labelledby="programmes-title">
      <h1 id="programmes-title">Praktijkprogramma&apos;s</h1>
      <p>
        Een wo-master in een hbo-functie volgt eerst een praktijkprogramma, begeleid door een geregistreerde
        professional. Het register beslist binnen 8 weken over een aanvraag.
      </p>
      <p>
        <Link
          to={hrefFor('companyPracticalProgramsRequest', { step: 'gegevens' })}
          className="portal-button portal-button--primary"
        >
          Praktijkprogramma aanvragen
        </Link>
      </p>
      <QueryContent query={query} isEmpty={(data) => data.practicalProgrammes.length === 0}>
        {({ practicalProgrammes }) => (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {practicalProgrammes.map((programme) => (
              <ProgrammeCard key={programme.uuid} programme={programme} />
            ))}
          </div>
        )}
      </QueryContent>
    </section>
  );
}
