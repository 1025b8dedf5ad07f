import { useState } from 'react';
import { formatDate } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import { periodText } from '../../../components/period-text';
import { QueryContent } from '../../../components/query-content';
import { useReRegistration, type ReRegistration } from '../api/re-registration-query';
import { ActivityList } from './activity-list';
import { EmployerStatementPanel } from './employer-statement-panel';
import { NipNvoOption } from './nip-nvo-option';
import { PagedActivityList } from './paged-activity-list';
import { ProgressList } from './progress-list';
import { SubmitPanel } from './submit-panel';

export const NO_ROUND = 'Er is geen herregistratie gevonden.';

function RoundContent({
  round,
  onChanged,
}: {
  round: ReRegistration;
  onChanged: (message: string) => Promise<void>;
}) {
  const pending = round.statusEnum.value === 'pending';
  return (
    <>
      <Card title="Periode">
        <DescriptionList
          items={[
            {
              key: 'period',
              label: 'Registratieperiode',
              children: periodText(round.periodFromDate, round.periodTillDate),
            },
            // The one deadline, in the drawer's words.
            { key: 'deadline', label: 'Herregistratie', children: `uiterlijk ${formatDate(round.deadline)}` },
            { key: 'status', label: 'Status', children: round.statusEnum.label },
            ...(round.requirementSetLabel
              ? [{ key: 'rules', label: 'Eisen', children: round.requirementSetLabel }]
              : []),
          ]}
        />
      </Card>
      <NipNvoOption round={round} />
      <section aria-labelledby="progress-title">
        <Heading level={2} id="progress-title">
          Voortgang
        </Heading>
        <ProgressList progress={round.progress} />
        <SubmitPanel round={round} onSubmitted={onChanged} />
      </section>
      {round.progress.some((line) => line.isWorkExperience) && (
        <div className="re-registration-statement">
          <EmployerStatementPanel round={round} onChanged={onChanged} />
        </div>
      )}
      <section aria-labelledby="activities-title">
        <Heading level={2} id="activities-title">
          Activiteiten
        </Heading>
        {!pending && (
          <p>
            <Link to={hrefFor('activityCreate', { uuid: round.uuid })}>Activiteit toevoegen</Link>
          </p>
        )}
        <PagedActivityList roundUuid={round.uuid} firstPage={round.activityPage} onChanged={onChanged} />
      </section>
      {pending && (
        <section aria-labelledby="next-period-title">
          <Heading level={2} id="next-period-title">
            Voor je volgende periode
          </Heading>
          <p>Activiteiten die je na het indienen afrondt, tellen mee voor je volgende registratieperiode.</p>
          <p>
            <Link to={hrefFor('activityCreate', { uuid: round.uuid })}>Activiteit toevoegen</Link>
          </p>
          <ActivityList activities={round.nextPeriodActivities} onChanged={onChanged} />
        </section>
      )}
    </>
  );
}

/**
 * Herregistratie (`/herregistratie/{uuid?}`): the period, the one deadline, the progress per category
 * of the chamber, the activities, and submitting.
 */
export default function ReRegistrationScreen() {
  const { uuid } = useParams();
  const { navigation } = useRemoteProps();
  const query = useReRegistration(uuid);
  const [status, setStatus] = useState<string | null>(null);

  // The drawer's edit item and policies follow the round: re-read the session with the round.
  const onChanged = async (message: string) => {
    setStatus(message);
    await Promise.all([query.refetch(), navigation.reinitialize()]);
  };

  return (
    <section aria-labelledby="re-registration-title">
      <h1 id="re-registration-title">Herregistratie</h1>
      <FormStatus error={null} status={status} />
      <QueryContent query={query}>
        {(data) =>
          data.reRegistration ? (
            <RoundContent round={data.reRegistration} onChanged={onChanged} />
          ) : (
            <>
              <p>{NO_ROUND}</p>
              {/* A decided round's address: the open round is the one without uuid. */}
              {uuid && (
                <p>
                  <Link to={hrefFor('reRegistration')}>Naar je huidige herregistratie</Link>
                </p>
              )}
            </>
          )
        }
      </QueryContent>
    </section>
  );
}
