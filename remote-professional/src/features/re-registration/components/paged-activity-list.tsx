import { useState } from 'react';
import { Button, QueryContent } from '@portal/shared/ui';
import { useActivityPage } from '../api/activity-page-query';
import type { ReRegistration } from '../api/re-registration-query';
import { ActivityList } from './activity-list';

export const MORE_ACTIVITIES = 'Meer tonen';

type FirstPage = ReRegistration['activityPage'];

/** One later page of the round's activities, read when it is asked for. */
function LaterPage({
  roundUuid,
  page,
  onChanged,
}: {
  roundUuid: string;
  page: number;
  onChanged: (message: string) => Promise<void>;
}) {
  const query = useActivityPage(roundUuid, page);
  return (
    <QueryContent query={query}>
      {(data) => (
        <ActivityList activities={data.reRegistration?.activityPage.nodes ?? []} onChanged={onChanged} />
      )}
    </QueryContent>
  );
}

/**
 * The round's activities a page at a time: the first page comes with the round, each 'Meer tonen' adds
 * the next below it (issue 38: 200 rows at once cost a phone seconds of main-thread time). A new first
 * page (the round read again after a change) starts over from it.
 */
export function PagedActivityList({
  roundUuid,
  firstPage,
  onChanged,
}: {
  roundUuid: string;
  firstPage: FirstPage;
  onChanged: (message: string) => Promise<void>;
}) {
  const [later, setLater] = useState<{ after: FirstPage; pages: number }>({ after: firstPage, pages: 0 });
  const laterPages = later.after === firstPage ? later.pages : 0;
  const shown = (1 + laterPages) * firstPage.pageSize;
  return (
    <>
      <ActivityList activities={firstPage.nodes} onChanged={onChanged} />
      {Array.from({ length: laterPages }, (_, index) => (
        <LaterPage key={index} roundUuid={roundUuid} page={index + 2} onChanged={onChanged} />
      ))}
      {shown < firstPage.totalCount && (
        <p>
          <Button onClick={() => setLater({ after: firstPage, pages: laterPages + 1 })}>
            {MORE_ACTIVITIES}
          </Button>{' '}
          <span>
            {shown} van {firstPage.totalCount} activiteiten getoond
          </span>
        </p>
      )}
    </>
  );
}
