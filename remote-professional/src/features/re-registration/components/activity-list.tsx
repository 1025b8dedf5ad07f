import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { formatDate } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { Button } from '@portal/shared/ui';
import { hrefFor } from '@portal/shared/routes';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { NO_DATA } from '../../../components/no-data';
import type { ListedActivity } from '../api/re-registration-query';
import { useDeleteActivity } from '../api/delete-activity';
import { amountText } from '../utils/amount-text';
import { CertificateDownload } from './certificate-download';

function amountOf(activity: ListedActivity): string {
  const hours = amountText(activity.hours, 'hours');
  return activity.category.unit === 'points' ? `${amountText(activity.points, 'points')} (${hours})` : hours;
}

function Sessions({ activity }: { activity: ListedActivity }) {
  const sessions = activity.subActivities ?? [];
  if (sessions.length === 0) return null;
  return (
    <ul className="re-registration-activity__sessions">
      {sessions.map((session) => (
        <li key={session.uuid}>
          {formatDate(session.activityDate)}: {session.title}, {amountText(session.hours, 'hours')}
          {session.permissions.canEdit && (
            <>
              {' '}
              <Link
                to={hrefFor('activityFormChild', { uuid: activity.uuid, childUuid: session.uuid })}
                aria-label={`Sessie van ${formatDate(session.activityDate)} wijzigen`}
              >
                Wijzigen
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The activities with what they count; editable ones link to their form and can be deleted. Each row's
 * button is the shared plain one: 200 rows of antd's Button cost seconds of main-thread time on a
 * phone (issue 38's 200-activity goal, docs/re-registration.md).
 */
export function ActivityList({
  activities,
  onChanged,
}: {
  activities: readonly ListedActivity[];
  onChanged: (message: string) => Promise<void>;
}) {
  const remove = useDeleteActivity();
  const [asking, setAsking] = useState<ListedActivity | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (activities.length === 0) return <p>{NO_DATA}</p>;

  const confirmDelete = async () => {
    if (!asking) return;
    setError(null);
    const outcome = await remove.run({ uuid: asking.uuid });
    const title = asking.title;
    setAsking(null);
    if (!outcome.data?.deleteActivity) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    await onChanged(`De activiteit '${title}' is verwijderd.`);
  };

  return (
    <>
      <FormStatus error={error} status={null} />
      <ul className="portal-plain-list">
        {activities.map((activity) => (
          <li key={activity.uuid} className="re-registration-activity">
            <strong>{activity.title}</strong>
            <div>
              {activity.category.label} · {formatDate(activity.activityDate)} · {amountOf(activity)}
            </div>
            <div>
              {activity.category.providerLabel}: {activity.providerName}
              {activity.source === 'provider' && activity.courseName
                ? ` (toegekend voor ${activity.courseName})`
                : ''}
            </div>
            {activity.source === 'provider' && (
              <CertificateDownload activityUuid={activity.uuid} title={activity.title} />
            )}
            {activity.medias.nodes.length > 0 && (
              <div>
                Bewijs:{' '}
                {activity.medias.nodes.map((media, index) => (
                  <span key={media.uuid}>
                    {index > 0 ? ', ' : ''}
                    {media.signedUrl ? <a href={media.signedUrl}>{media.filename}</a> : media.filename}
                  </span>
                ))}
              </div>
            )}
            <Sessions activity={activity} />
            {activity.permissions.canEdit ? (
              <div className="re-registration-activity__actions">
                <Link
                  to={hrefFor('activityForm', { uuid: activity.uuid, step: 'gegevens' })}
                  aria-label={`${activity.title} wijzigen`}
                >
                  Wijzigen
                </Link>
                {activity.category.hasSubActivities && (
                  <Link
                    to={hrefFor('activityFormChild', { uuid: activity.uuid })}
                    aria-label={`Sessie toevoegen aan ${activity.title}`}
                  >
                    Sessie toevoegen
                  </Link>
                )}
                <Button onClick={() => setAsking(activity)} aria-label={`${activity.title} verwijderen`}>
                  Verwijderen
                </Button>
              </div>
            ) : (
              <div>Alleen te bekijken</div>
            )}
          </li>
        ))}
      </ul>
      <LazyConfirmDialog
        open={asking !== null}
        title="Activiteit verwijderen?"
        okText="Verwijderen"
        cancelText="Annuleren"
        busy={remove.loading}
        onOk={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      >
        <p>Je verwijdert &apos;{asking?.title}&apos; met de sessies en bewijsstukken die erbij horen.</p>
      </LazyConfirmDialog>
    </>
  );
}
