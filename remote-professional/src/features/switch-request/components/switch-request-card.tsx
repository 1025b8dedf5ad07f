import { formatDate } from '@portal/shared/format';
import { Card, DescriptionList } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import { StatusTag } from '../../../components/status-tag';
import type { SwitchRequest } from '../api/switch-choices-query';
import { targetText, type SwitchTexts } from '../utils/switch-texts';

/** A submitted (or decided) switch request, read-only: where to, why, the files and the decision. */
export function SwitchRequestCard({ request, texts }: { request: SwitchRequest; texts: SwitchTexts }) {
  const motivation = 'motivation' in request ? request.motivation : null;
  // Both switch types carry their submission and decision; the interface's other kinds do not.
  const dates = 'submittedAt' in request ? request : null;
  const submittedAt = dates?.submittedAt ?? null;
  const decidedAt = dates?.decidedAt ?? null;
  const decisionReason = dates?.decisionReason ?? null;
  return (
    <Card title="Je verzoek">
      <DescriptionList
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={request.statusEnum} /> },
          {
            key: 'target',
            label: texts.targetLabel,
            children: request.toRegistrationTarget ? targetText(request.toRegistrationTarget) : '-',
          },
          ...(motivation ? [{ key: 'motivation', label: 'Motivatie', children: motivation }] : []),
          ...(submittedAt
            ? [{ key: 'submitted', label: 'Ingediend op', children: formatDate(submittedAt) }]
            : []),
          ...(decidedAt ? [{ key: 'decided', label: 'Besluit op', children: formatDate(decidedAt) }] : []),
          ...(decisionReason
            ? [{ key: 'decision', label: 'Reden van het besluit', children: decisionReason }]
            : []),
          {
            key: 'evidence',
            label: texts.evidenceLabel,
            children: <DocumentLinks files={request.medias.nodes} variant="list" />,
          },
        ]}
      />
    </Card>
  );
}
