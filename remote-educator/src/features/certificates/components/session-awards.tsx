import { useState } from 'react';
import { Input, Modal } from 'antd';
import { formatDate, formatNumber } from '@portal/shared/format';
import { PagedList, useListUrlState, type PagedListColumn } from '@portal/shared/lists';
import { Button } from '@portal/shared/ui';
import type { EducatorSession } from '../api/educator-session-query';
import {
  SESSION_AWARD_LIST_OPTIONS,
  SESSION_AWARDS_PAGE_SIZE,
  useSessionAwards,
  type SessionAward,
} from '../api/session-awards-query';
import { useCorrectAwardedPoints, useWithdrawAwardedPoints } from '../api/session-corrections';

interface Answer {
  ok: boolean;
  text: string;
}

function answerOf(
  outcome: { data: unknown; fieldErrors: Record<string, string[]> },
  message: string | undefined,
): Answer {
  const error = Object.values(outcome.fieldErrors).flat()[0];
  if (error || !message)
    return { ok: false, text: error ?? 'Het wijzigen is niet gelukt. Probeer het opnieuw.' };
  return { ok: true, text: message };
}

interface Props {
  session: EducatorSession;
  /** Corrections may be made (the entry period is open). */
  editable: boolean;
  onChanged: () => Promise<unknown>;
}

/** The session's awards, paged by the api; each row's points corrected or the award withdrawn after a confirmation. */
export function SessionAwards({ session, editable, onChanged }: Props) {
  const list = useListUrlState(SESSION_AWARD_LIST_OPTIONS);
  const query = useSessionAwards(session.uuid, list.state);
  const correct = useCorrectAwardedPoints();
  const withdraw = useWithdrawAwardedPoints();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [editing, setEditing] = useState<SessionAward | null>(null);
  const [points, setPoints] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<SessionAward | null>(null);

  const after = async (next: Answer) => {
    setAnswer(next);
    await Promise.all([query.refetch(), onChanged()]);
  };

  const savePoints = async () => {
    if (!editing) return;
    const value = Number(points.replace(',', '.'));
    if (!points.trim() || !Number.isFinite(value) || value <= 0 || value > session.points) {
      setFieldError(`Vul een aantal punten in van meer dan 0 tot en met ${formatNumber(session.points)}.`);
      return;
    }
    const outcome = await correct.run({ sessionUuid: session.uuid, awardUuid: editing.uuid, points: value });
    const next = answerOf(outcome, outcome.data?.correctAwardedPoints.message);
    if (!next.ok && outcome.fieldErrors.points) {
      setFieldError(next.text);
      return;
    }
    setEditing(null);
    await after(next);
  };

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    const outcome = await withdraw.run({ sessionUuid: session.uuid, awardUuid: withdrawing.uuid });
    setWithdrawing(null);
    await after(answerOf(outcome, outcome.data?.withdrawAwardedPoints.message));
  };

  const columns: Array<PagedListColumn<SessionAward>> = [
    {
      key: 'number',
      title: 'Registratienummer',
      sort: 'registrationNumber',
      card: 'title',
      render: (row) => row.registrationNumber,
    },
    { key: 'lastName', title: 'Achternaam', sort: 'lastName', render: (row) => row.lastName },
    { key: 'points', title: 'Punten', align: 'right', render: (row) => formatNumber(row.points) },
    {
      key: 'awardedOn',
      title: 'Toegekend',
      sort: 'awardedOn',
      render: (row) => `${formatDate(row.awardedOn)} door ${row.awardedByName}`,
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: 'Acties',
      card: 'action',
      render: (row) => (
        <span className="portal-award-actions">
          <Button
            aria-label={`Punten van ${row.registrationNumber} wijzigen`}
            onClick={() => {
              setPoints(String(row.points).replace('.', ','));
              setFieldError(null);
              setEditing(row);
            }}
          >
            Punten wijzigen
          </Button>
          <Button
            kind="danger"
            aria-label={`Toekenning aan ${row.registrationNumber} intrekken`}
            onClick={() => setWithdrawing(row)}
          >
            Intrekken
          </Button>
        </span>
      ),
    });
  }

  return (
    <>
      <PagedList
        label="Toekenningen"
        query={query}
        pageOf={(data) => data.educatorSessionAwards}
        columns={columns}
        rowKey={(row) => row.uuid}
        pageSize={SESSION_AWARDS_PAGE_SIZE}
        list={list}
        search={{ label: 'Zoeken op registratienummer of achternaam' }}
        error={answer && !answer.ok ? answer.text : null}
        status={answer?.ok ? answer.text : null}
      />
      <Modal
        open={editing !== null}
        title={editing ? `Punten van ${editing.registrationNumber} wijzigen` : ''}
        okText="Opslaan"
        cancelText="Annuleren"
        confirmLoading={correct.loading}
        onOk={() => void savePoints()}
        onCancel={() => setEditing(null)}
      >
        <label htmlFor="award-points">Punten (ten hoogste {formatNumber(session.points)})</label>
        <Input
          id="award-points"
          inputMode="decimal"
          value={points}
          status={fieldError ? 'error' : undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'award-points-error' : undefined}
          onChange={(event) => setPoints(event.target.value)}
        />
        {fieldError ? (
          <p id="award-points-error" role="alert" className="portal-field-error">
            {fieldError}
          </p>
        ) : null}
      </Modal>
      <Modal
        open={withdrawing !== null}
        title={withdrawing ? `Toekenning aan ${withdrawing.registrationNumber} intrekken?` : ''}
        okText="Intrekken"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={withdraw.loading}
        onOk={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      >
        <p>
          De {withdrawing ? formatNumber(withdrawing.points) : ''} punten verdwijnen uit de herregistratie van
          de deelnemer. De intrekking wordt vastgelegd.
        </p>
      </Modal>
    </>
  );
}
