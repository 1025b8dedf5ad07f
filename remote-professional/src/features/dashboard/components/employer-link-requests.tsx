import { useState } from 'react';
import { FormStatus } from '@portal/shared/forms';
import { EmployerLinkRequestList } from '../../../components/employer-link-request-list';
import { answerOf, type LinkAnswer } from '../../../components/link-answer';
import {
  useDashboardConfirmEmployerLink,
  useDashboardDeclineEmployerLink,
} from '../api/answer-employer-link';
import { useDashboardEmployerLinks } from '../api/employer-link-requests-query';

/** On the overview: employers waiting for an answer, 'Bevestigen' or 'Weigeren'; the result announced. */
export function EmployerLinkRequests() {
  const query = useDashboardEmployerLinks();
  const confirm = useDashboardConfirmEmployerLink();
  const decline = useDashboardDeclineEmployerLink();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const requests = (query.data?.myEmployerLinks ?? []).filter((link) => link.status === 'requested');

  const onAnswer = async (linkUuid: string, choice: 'confirm' | 'decline') => {
    const outcome = choice === 'confirm' ? await confirm.run({ linkUuid }) : await decline.run({ linkUuid });
    setAnswer(answerOf(outcome, 'linkUuid'));
    await query.refetch();
  };

  return (
    <>
      <FormStatus
        error={answer && !answer.ok ? answer.text : null}
        status={answer?.ok ? answer.text : null}
      />
      <EmployerLinkRequestList
        requests={requests}
        busy={confirm.loading || decline.loading}
        onAnswer={(linkUuid, choice) => void onAnswer(linkUuid, choice)}
      />
    </>
  );
}
