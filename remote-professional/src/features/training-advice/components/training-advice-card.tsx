import { formatDate } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import { StatusTag } from '../../../components/status-tag';
import type { TrainingAdvice } from '../api/training-advice-query';
import './training-advice-screens.css';

/** A submitted advice, read-only: the request, the advice once given, the completion with its proof. */
export function TrainingAdviceCard({ advice }: { advice: TrainingAdvice }) {
  const status = advice.statusEnum.value;
  return (
    <>
      <Card title="Je aanvraag">
        <DescriptionList
          items={[
            { key: 'status', label: 'Status', children: <StatusTag status={advice.statusEnum} /> },
            { key: 'reason', label: 'Reden', children: advice.reason?.label ?? '-' },
            { key: 'question', label: 'Je vraag', children: advice.question ?? '-' },
            { key: 'submitted', label: 'Ingediend op', children: formatDate(advice.submittedAt) },
          ]}
        />
        {status === 'submitted' && (
          <p>We bekijken je vraag. Je krijgt bericht zodra het advies klaarstaat.</p>
        )}
      </Card>
      {advice.advice && (
        <Card title="Het advies">
          <DescriptionList
            items={[
              {
                key: 'advice',
                label: 'Advies',
                children: <span className="portal-pre-line">{advice.advice}</span>,
              },
              { key: 'advised', label: 'Gegeven op', children: formatDate(advice.advisedAt) },
            ]}
          />
          {status === 'processing' && (
            <p>
              Heb je de geadviseerde scholing gevolgd?{' '}
              <Link to={hrefFor('completeTrainingAdvice', { uuid: advice.uuid })}>
                Scholingsadvies afronden
              </Link>
            </p>
          )}
        </Card>
      )}
      {status === 'completed' && (
        <Card title="Afgerond">
          <DescriptionList
            items={[
              { key: 'completed', label: 'Afgerond op', children: formatDate(advice.completedAt) },
              ...(advice.completionNote
                ? [{ key: 'note', label: 'Toelichting', children: advice.completionNote }]
                : []),
              {
                key: 'proof',
                label: 'Bewijs',
                children: <DocumentLinks files={advice.medias.nodes} variant="list" />,
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
