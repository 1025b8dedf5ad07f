import { useCallback, useMemo, useState } from 'react';
import { FormStatus } from '@portal/shared/forms/plain';
import { Link, Navigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList, ScreenScope } from '@portal/shared/ui';
import type { SwitchKind } from '../../../generated/operation-types';
import { QueryContent } from '../../../components/query-content';
import { useSwitchChoices, type SwitchChoices, type SwitchRequest } from '../api/switch-choices-query';
import { useSwitchRequest } from '../api/switch-request-query';
import { NO_REGISTRATION, NO_REQUEST, SWITCH_TEXTS, targetText } from '../utils/switch-texts';
import { SwitchRequestCard } from './switch-request-card';
import { SwitchWizard } from './switch-wizard';

function valuesOf(request: SwitchRequest | null) {
  if (!request) return {};
  return {
    toRegistrationTargetId: request.toRegistrationTargetId ?? undefined,
    motivation: 'motivation' in request ? (request.motivation ?? undefined) : undefined,
    mediaUuids: request.medias.nodes,
  };
}

function CurrentRegistration({ choices }: { choices: SwitchChoices }) {
  return (
    <Card title="Je huidige registratie">
      <DescriptionList
        items={[
          {
            key: 'current',
            label: 'Kamer en registratie',
            children: choices.currentTarget ? targetText(choices.currentTarget) : '-',
          },
        ]}
      />
    </Card>
  );
}

function Content({
  kind,
  choices,
  request,
  onSubmitted,
}: {
  kind: SwitchKind;
  choices: SwitchChoices;
  request: SwitchRequest | null;
  onSubmitted: () => Promise<unknown>;
}) {
  const { step } = useParams();
  const texts = SWITCH_TEXTS[kind];
  const initialValues = useMemo(() => valuesOf(request), [request]);
  if (request && !request.permissions.canEdit) {
    return <SwitchRequestCard request={request} texts={texts} />;
  }
  if (request && !step)
    return <Navigate replace to={hrefFor(texts.route, { uuid: request.uuid, step: '1' })} />;
  const latest = choices.latestRequest;
  // An editable draft is continued, never a second one started (SPEC section 4: its step 1).
  if (!request && latest?.permissions.canEdit) {
    return <Navigate replace to={hrefFor(texts.route, { uuid: latest.uuid, step: '1' })} />;
  }
  return (
    <>
      <CurrentRegistration choices={choices} />
      {!request && latest && !latest.permissions.canEdit ? (
        <SwitchRequestCard request={latest} texts={texts} />
      ) : null}
      {!request && choices.blockers.length > 0 ? (
        choices.blockers.map((blocker) => <p key={blocker}>{blocker}</p>)
      ) : (
        <Card title={request ? 'Je verzoek (concept)' : 'Nieuw verzoek'}>
          <SwitchWizard
            key={request?.uuid ?? 'nieuw'}
            kind={kind}
            choices={choices}
            uuid={request?.uuid}
            step={step}
            initialValues={initialValues}
            onSubmitted={onSubmitted}
          />
        </Card>
      )}
    </>
  );
}

function WithRequest({
  kind,
  uuid,
  choices,
  readChoices,
}: {
  kind: SwitchKind;
  uuid: string;
  choices: SwitchChoices;
  readChoices: () => Promise<unknown>;
}) {
  const query = useSwitchRequest(uuid);
  const { refetch } = query;
  // Said in the region that is there from the start, so a screen reader reads it out.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const onSubmitted = useCallback(async () => {
    await Promise.all([refetch(), readChoices()]);
    setConfirmation(SWITCH_TEXTS[kind].submitted);
  }, [refetch, readChoices, kind]);
  return (
    <>
      <FormStatus error={null} status={confirmation} />
      <QueryContent query={query}>
        {(data) =>
          data.switchRequest ? (
            <Content kind={kind} choices={choices} request={data.switchRequest} onSubmitted={onSubmitted} />
          ) : (
            <p>{NO_REQUEST}</p>
          )
        }
      </QueryContent>
    </>
  );
}

function SwitchContent({ kind }: { kind: SwitchKind }) {
  const { uuid } = useParams();
  const texts = SWITCH_TEXTS[kind];
  const query = useSwitchChoices(kind);
  const titleId = `${kind}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{texts.title}</h1>
      {uuid ? (
        <p>
          <Link to={hrefFor(texts.route)}>Terug naar {texts.title.toLowerCase()}</Link>
        </p>
      ) : null}
      <QueryContent query={query}>
        {(data) => {
          if (!data.switchChoices) return <p>{NO_REGISTRATION}</p>;
          return uuid ? (
            <WithRequest kind={kind} uuid={uuid} choices={data.switchChoices} readChoices={query.refetch} />
          ) : (
            <Content kind={kind} choices={data.switchChoices} request={null} onSubmitted={query.refetch} />
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Kamerwissel (`/kamerwissel/{uuid?}/{step}`) and targetwissel (`/targetwissel/{uuid?}/{step}`). */
export function SwitchScreen({ kind }: { kind: SwitchKind }) {
  return (
    <ScreenScope>
      <SwitchContent kind={kind} />
    </ScreenScope>
  );
}
