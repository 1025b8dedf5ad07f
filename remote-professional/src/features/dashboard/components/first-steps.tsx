import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import type { ProfessionalDashboardData } from '../api/professional-dashboard-query';
import { AttentionList } from './attention-list';

/** Kinds that mean an application exists: the overview then shows it instead of a start. */
const APPLICATION_KINDS = new Set(['draft', 'incomplete', 'pending', 'rejected']);

/**
 * A professional with nothing to show yet: no registration and no application. The overview then
 * leads with the first action instead of two empty blocks (issue 36).
 */
export function startsFresh(data: ProfessionalDashboardData): boolean {
  return (
    data.professionalDashboard.registration === null &&
    !data.professionalAttention.some((item) => APPLICATION_KINDS.has(item.kind))
  );
}

/** The overview of a new professional: 'Start je registratie' and the keuzehulp, then anything else due. */
export function FirstSteps({ data }: { data: ProfessionalDashboardData }) {
  const others = data.professionalAttention;
  return (
    <>
      <p>{`Welkom, ${data.professionalDashboard.fullName}`}</p>
      <Card title="Start je registratie" titleId="first-steps-title">
        <p>
          Met een registratie in het kwaliteitsregister laat je zien dat je bevoegd bent om in de jeugdzorg te
          werken. Je vult je aanvraag in een paar stappen in en kunt tussendoor als concept opslaan.
        </p>
        <p>
          <Link to={hrefFor('registration')} className="portal-button portal-button--primary">
            Start je registratie
          </Link>
        </p>
        <p>
          Weet je niet welke registratie bij je past?{' '}
          <Link to={hrefFor('decisionWizard')}>Gebruik de keuzehulp</Link>
        </p>
      </Card>
      {others.length > 0 ? (
        <section aria-labelledby="attention-title" style={{ marginTop: 16 }}>
          <Heading level={2} id="attention-title">
            Wat je aandacht nodig heeft
          </Heading>
          <AttentionList items={others} />
        </section>
      ) : null}
    </>
  );
}
