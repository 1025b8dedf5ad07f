import { formatDate } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import { StatusTag } from '../../../components/status-tag';
import type { DeferralItem } from '../api/deferral-query';
import { monthsText } from '../utils/months-text';

/** One request: reason, months, status, dates and the decision with its reason; read-only. */
export function DeferralRequestCard({
  request,
  linked = false,
}: {
  request: DeferralItem;
  linked?: boolean;
}) {
  const title = `${monthsText(request.months)} uitstel`;
  return (
    <Card
      title={
        linked ? (
          <Link to={hrefFor('delayReRegistrationCreate', { uuid: request.uuid })}>{title}</Link>
        ) : (
          title
        )
      }
    >
      <DescriptionList
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={request.statusEnum} /> },
          { key: 'reason', label: 'Reden', children: request.reason.label },
          ...(request.motivation
            ? [{ key: 'motivation', label: 'Toelichting', children: request.motivation }]
            : []),
          { key: 'submitted', label: 'Aangevraagd op', children: formatDate(request.submittedAt) },
          ...(request.decidedAt
            ? [{ key: 'decided', label: 'Besluit op', children: formatDate(request.decidedAt) }]
            : []),
          ...(request.decisionReason
            ? [{ key: 'decision', label: 'Reden van het besluit', children: request.decisionReason }]
            : []),
          {
            key: 'evidence',
            label: 'Bewijsstukken',
            children: <DocumentLinks files={request.medias.nodes} variant="list" />,
          },
        ]}
      />
    </Card>
  );
}
