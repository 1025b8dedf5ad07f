import { useState } from 'react';
import { Card, Space } from 'antd';
import { useFocusRequest } from '@portal/shared/forms/plain';
import { ScreenScope } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { useEndEmployerLink } from '../api/end-employer-link';
import { useMyEmployerLinks, type EmployerLink } from '../api/my-employer-links-query';
import { useSetEmployerLinkConsent } from '../api/set-employer-link-consent';
import { useStartEmployerLink } from '../api/start-employer-link';
import { ChooseEmployer } from './choose-employer';
import { EmployerLinkCard } from './employer-link-card';
import { EmployerLinkRequestList } from '../../../components/employer-link-request-list';
import { useConfirmEmployerLink } from '../api/confirm-employer-link';
import { useDeclineEmployerLink } from '../api/decline-employer-link';
import { answerOf, type LinkAnswer } from '../../../components/link-answer';
import { LinkHistory } from './link-history';

function EmployerLinksContent() {
  const query = useMyEmployerLinks();
  const consent = useSetEmployerLinkConsent();
  const end = useEndEmployerLink();
  const start = useStartEmployerLink();
  const confirm = useConfirmEmployerLink();
  const decline = useDeclineEmployerLink();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  // Ending a link removes its card and the button that had focus: focus goes to the list's heading.
  const [heading, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  const after = async (next: LinkAnswer) => {
    setAnswer(next);
    await query.refetch();
  };
  const onConsent = async (link: EmployerLink, sharesProgress: boolean) =>
    after(answerOf(await consent.run({ linkUuid: link.uuid, sharesProgress }), 'linkUuid'));
  const onEnd = async (link: EmployerLink) => {
    await after(answerOf(await end.run({ linkUuid: link.uuid }), 'linkUuid'));
    focusHeading();
  };
  const onAnswer = async (linkUuid: string, choice: 'confirm' | 'decline') =>
    after(
      answerOf(
        choice === 'confirm' ? await confirm.run({ linkUuid }) : await decline.run({ linkUuid }),
        'linkUuid',
      ),
    );
  const onChoose = async (companyUuid: string) =>
    after(answerOf(await start.run({ companyUuid }), 'companyUuid'));

  return (
    <section aria-labelledby="employer-links-title">
      <h1 id="employer-links-title">Mijn werkgevers</h1>
      <p>
        Een werkgever aan wie je gekoppeld bent ziet je naam, registratienummer, kamer, registratie en tot
        wanneer die geldt. De voortgang van je herregistratie ziet je werkgever alleen als je daar toestemming
        voor geeft; die kun je altijd weer intrekken.
      </p>
      <QueryContent
        query={query}
        error={answer && !answer.ok ? answer.text : null}
        status={answer?.ok ? answer.text : null}
      >
        {({ myEmployerLinks: links }) => {
          const active = links.filter((link) => link.status === 'active');
          const past = links.filter((link) => link.status === 'ended' || link.status === 'declined');
          return (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <EmployerLinkRequestList
                requests={links.filter((link) => link.status === 'requested')}
                busy={confirm.loading || decline.loading}
                onAnswer={(linkUuid, choice) => void onAnswer(linkUuid, choice)}
              />
              <section aria-labelledby="active-links-title">
                <h2 id="active-links-title" ref={heading} tabIndex={-1}>
                  Gekoppelde werkgevers
                </h2>
                {active.length === 0 ? <p>{NO_DATA}</p> : null}
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  {active.map((link) => (
                    <EmployerLinkCard
                      key={link.uuid}
                      link={link}
                      busy={consent.loading || end.loading}
                      onConsent={onConsent}
                      onEnd={onEnd}
                    />
                  ))}
                </Space>
              </section>
              <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>Werkgever kiezen</h2>}>
                <ChooseEmployer busy={start.loading} onChoose={onChoose} />
              </Card>
              {past.length > 0 ? (
                <section aria-labelledby="past-links-title">
                  <h2 id="past-links-title">Eerdere koppelingen</h2>
                  {past.map((link) => (
                    <div key={link.uuid}>
                      <p>
                        {link.companyName}: {link.statusLabel}
                      </p>
                      <LinkHistory link={link} />
                    </div>
                  ))}
                </section>
              ) : null}
            </Space>
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Mijn werkgevers: requests to answer, linked employers with the consent, choosing one, the history. */
export default function EmployerLinksScreen() {
  return (
    <ScreenScope>
      <EmployerLinksContent />
    </ScreenScope>
  );
}
