import { Button } from 'antd';
import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { formatDate } from '@portal/shared/format';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { DescriptionList } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { useRejectedRegistrationItem, type RejectedItem } from '../api/rejected-registration-item';
import { useStartRegistrationFromRejected } from '../api/start-registration-from-rejected';
import { Heading } from '../../../components/heading';

function RejectedDetails({ item }: { item: RejectedItem }) {
  return (
    <DescriptionList
      items={[
        { key: 'branch', label: 'Kamer', children: item.registrationTarget?.registrationBranch.label ?? '-' },
        { key: 'target', label: 'Registratie', children: item.registrationTarget?.label ?? '-' },
        { key: 'submitted', label: 'Ingediend op', children: formatDate(item.submittedAt) || '-' },
        { key: 'decided', label: 'Afgewezen op', children: formatDate(item.decidedAt) || '-' },
        { key: 'reason', label: 'Reden', children: item.decisionReason ?? '-' },
      ]}
    />
  );
}

function RejectedContent() {
  const { portal, navigation } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const detail = portal.session.user?.detail;
  // Without a uuid in the address: the professional's last rejected application.
  const lastRejected =
    detail && 'lastRejectedRegistrationItem' in detail
      ? detail.lastRejectedRegistrationItem?.uuid
      : undefined;
  const uuid = params.uuid ?? lastRejected ?? '';
  const query = useRejectedRegistrationItem(uuid);
  const start = useStartRegistrationFromRejected();
  const [error, setError] = useState<string | null>(null);

  const startNew = async () => {
    setError(null);
    const outcome = await start.run({ uuid });
    const created = outcome.data?.startRegistrationFromRejected;
    if (!created) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    await navigation.reinitialize();
    await navigate(hrefFor('registrationForm', { uuid: created.uuid, step: '1' }));
  };

  // Without a rejected application (none, not found, or not rejected) there is nothing to start from.
  const body = uuid ? (
    <QueryContent query={query} error={error}>
      {({ registrationItem: item }) =>
        item?.status === 'rejected' ? (
          <>
            <p>
              Je aanvraag is afgewezen. Je kunt een nieuwe aanvraag starten met de gegevens van deze aanvraag;
              je VOG upload je opnieuw.
            </p>
            <RejectedDetails item={item} />
            <Button
              type="primary"
              onClick={() => void startNew()}
              loading={start.loading}
              style={{ marginTop: 16 }}
            >
              Nieuwe aanvraag starten
            </Button>
          </>
        ) : (
          <p>{NO_DATA}</p>
        )
      }
    </QueryContent>
  ) : (
    <p>{NO_DATA}</p>
  );

  return (
    <section aria-labelledby="rejected-title" className="portal-card">
      <Heading level={1} id="rejected-title">
        Afgewezen aanvraag
      </Heading>
      {body}
    </section>
  );
}

/** Afgewezen aanvraag (`/afgewezen-aanvraag/{uuid?}`): the decision and a new application from it. */
export default function RejectedRegistrationScreen() {
  return (
    <ScreenScope>
      <RejectedContent />
    </ScreenScope>
  );
}
