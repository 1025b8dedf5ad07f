import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from 'antd';
import type { MutationOutcome, ActionResult } from '@portal/shared/data';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { InputField, useFocusRequest } from '@portal/shared/forms/plain';
import { Button, Card, DescriptionList, QueryContent, ScreenScope } from '@portal/shared/ui';
import { useChangeColleagueRole } from '../api/change-colleague-role';
import { useColleagues, type Colleague } from '../api/colleagues-query';
import { useInviteColleague } from '../api/invite-colleague';
import { useRemoveColleague } from '../api/remove-colleague';
import './organisation.css';

interface Answer {
  ok: boolean;
  text: string;
}

/** The api's answer as one Dutch sentence: its message, the first field error, or the generic failure. */
function answerOf<K extends string>(outcome: MutationOutcome<Record<K, ActionResult>>, field: K): Answer {
  const result = outcome.data?.[field];
  if (result && !outcome.failed) return { ok: result.status !== 'THROTTLED', text: result.message ?? '' };
  const first = Object.values(outcome.fieldErrors).flat()[0];
  return { ok: false, text: first ?? GENERIC_FAILURE };
}

export interface ColleaguesScreenProps {
  /** The screen's title: 'Contactpersonen' (employer) or 'Opleidingsmedewerkers' (provider). */
  title: string;
  /**
   * What a portal adds below the list (the employer's e-mail digest): drawn once the list has its
   * rows, so the list growing from its skeleton never pushes it down (a layout shift).
   */
  below?: ReactNode;
}

function InviteForm({ onInvited }: { onInvited: (answer: Answer) => void }) {
  const invite = useInviteColleague();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await invite.run({ email: email.trim() });
    const answer = answerOf(outcome, 'inviteColleague');
    setErrors(outcome.fieldErrors.email ?? []);
    if (answer.ok) setEmail('');
    onInvited(answer);
  };
  return (
    <Card title="Collega uitnodigen">
      <p>
        Je collega krijgt een e-mail met een link om een account aan te maken. De uitnodiging geldt alleen
        voor dit e-mailadres; een nieuwe collega begint als contactpersoon.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="portal-colleague-actions">
        <InputField
          id="invite-email"
          label="E-mailadres van je collega"
          type="email"
          autoComplete="off"
          value={email}
          errors={errors}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" kind="primary" busy={invite.loading}>
          Uitnodiging versturen
        </Button>
      </form>
    </Card>
  );
}

interface ColleagueCardProps {
  colleague: Colleague;
  manage: boolean;
  busy: boolean;
  onRole: (colleague: Colleague, role: string) => void;
  onRemove: (colleague: Colleague) => Promise<void>;
}

function ColleagueCard({ colleague, manage, busy, onRole, onRemove }: ColleagueCardProps) {
  const [asking, setAsking] = useState(false);
  const other = colleague.role === 'beheerder' ? 'contactpersoon' : 'beheerder';
  return (
    <Card title={colleague.name} level={3}>
      <DescriptionList
        items={[
          { key: 'email', label: 'E-mailadres', children: colleague.email },
          { key: 'role', label: 'Rol', children: colleague.roleLabel },
        ]}
      />
      {manage && (
        <div className="portal-colleague-actions">
          <Button busy={busy} onClick={() => onRole(colleague, other)}>
            {other === 'beheerder' ? 'Maak beheerder' : 'Maak contactpersoon'}
          </Button>
          <Button kind="danger" onClick={() => setAsking(true)}>
            Verwijderen
          </Button>
        </div>
      )}
      <Modal
        open={asking}
        title={`${colleague.name} verwijderen?`}
        okText="Verwijderen"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={busy}
        onOk={() => void onRemove(colleague).then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p>
          {colleague.name} kan daarna niet meer inloggen voor je organisatie. Wil je deze collega later weer
          toegang geven, stuur dan een nieuwe uitnodiging.
        </p>
      </Modal>
    </Card>
  );
}

function ColleaguesContent({ title, below }: ColleaguesScreenProps) {
  const query = useColleagues();
  const changeRole = useChangeColleagueRole();
  const remove = useRemoveColleague();
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Removing a colleague removes the card whose button had focus: focus goes to the list's heading.
  const [heading, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  const after = async (next: Answer) => {
    setAnswer(next);
    await query.refetch();
  };
  const onRole = (colleague: Colleague, role: string) =>
    void changeRole
      .run({ userUuid: colleague.uuid, role })
      .then((outcome) => after(answerOf(outcome, 'changeColleagueRole')));
  const onRemove = async (colleague: Colleague) => {
    await after(answerOf(await remove.run({ userUuid: colleague.uuid }), 'removeColleague'));
    focusHeading();
  };

  return (
    <section aria-labelledby="colleagues-title">
      <h1 id="colleagues-title">{title}</h1>
      <QueryContent
        query={query}
        error={answer && !answer.ok ? answer.text : null}
        status={answer?.ok ? answer.text : null}
      >
        {({ colleagues, myOrganisation }) => {
          const manage = myOrganisation.role === 'beheerder';
          return (
            <div className="portal-organisation-stack">
              <p>
                De collega&apos;s van {myOrganisation.name} met een account in het portaal. Een beheerder
                nodigt collega&apos;s uit, wijzigt hun rol en verwijdert ze; je organisatie houdt altijd
                minstens één beheerder.
              </p>
              {manage ? (
                <InviteForm onInvited={(next) => void after(next)} />
              ) : (
                <p>Alleen een beheerder van je organisatie kan collega&apos;s uitnodigen of wijzigen.</p>
              )}
              <h2 ref={heading} tabIndex={-1}>
                Collega&apos;s
              </h2>
              {colleagues.length === 0 ? <p>Geen gegevens beschikbaar</p> : null}
              {colleagues.map((colleague) => (
                <ColleagueCard
                  key={colleague.uuid}
                  colleague={colleague}
                  manage={manage}
                  busy={changeRole.loading || remove.loading}
                  onRole={onRole}
                  onRemove={onRemove}
                />
              ))}
              {below}
            </div>
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Contactpersonen (`/werkgever/contactpersonen`) and Opleidingsmedewerkers (`/medewerkers`). */
export function ColleaguesScreen({ title, below }: ColleaguesScreenProps) {
  return (
    <ScreenScope>
      <ColleaguesContent title={title} below={below} />
    </ScreenScope>
  );
}
