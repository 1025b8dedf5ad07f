import { formatDate } from '@portal/shared/format';
import { Card, DescriptionList } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import { StatusTag } from '../../../components/status-tag';
import type { ReenterRequest } from '../api/reenter-request-query';
import { targetText, yesNo } from '../utils/reenter-texts';

/** A submitted (or decided) re-entry request, read-only: every field of SPEC's latestReenterRequest. */
export function ReenterRequestCard({
  request,
  title = 'Je verzoek',
}: {
  request: ReenterRequest;
  title?: string;
}) {
  const professional = request.professional && 'uuid' in request.professional ? request.professional : null;
  const measures = request.disciplinaryMeasures
    .map((measure) =>
      [
        measure.type?.label ?? '-',
        measure.startsAt ? `vanaf ${formatDate(measure.startsAt)}` : null,
        measure.endsAt ? `tot ${formatDate(measure.endsAt)}` : null,
        measure.reason ? `(${measure.reason})` : null,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
  const address = professional?.shownInRegister
    ? [
        [
          professional.registerStreet,
          professional.registerHouseNumber,
          professional.registerHouseNumberAddition,
        ]
          .filter(Boolean)
          .join(' '),
        [professional.registerPostalCode, professional.registerCity].filter(Boolean).join(' '),
        professional.registerPhone,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  return (
    <Card title={title}>
      <DescriptionList
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={request.statusEnum} /> },
          { key: 'type', label: 'Soort herintreding', children: request.type?.label ?? '-' },
          {
            key: 'target',
            label: 'Kamer en registratie',
            children: request.toRegistrationTarget ? targetText(request.toRegistrationTarget) : '-',
          },
          { key: 'motivation', label: 'Motivatie', children: request.motivation ?? '-' },
          {
            key: 'diplomas',
            label: 'Diploma’s',
            children: <DocumentLinks files={request.medias.nodes} variant="list" />,
          },
          {
            key: 'measures',
            label: 'Eerdere maatregelen',
            children: request.hasDisciplinaryMeasures
              ? measures || 'Ja'
              : yesNo(request.hasDisciplinaryMeasures),
          },
          {
            key: 'register',
            label: 'In het openbare register',
            children: yesNo(professional?.shownInRegister),
          },
          ...(address ? [{ key: 'address', label: 'Adres in het register', children: address }] : []),
          {
            key: 'paid',
            label: 'Registratiebijdrage',
            children: professional?.shouldSkipPayment
              ? 'Niet van toepassing'
              : request.hasApprovedOrder
                ? 'Betaald'
                : 'Niet betaald',
          },
          ...(request.submittedAt
            ? [{ key: 'submitted', label: 'Ingediend op', children: formatDate(request.submittedAt) }]
            : []),
          ...(request.decidedAt
            ? [{ key: 'decided', label: 'Besluit op', children: formatDate(request.decidedAt) }]
            : []),
          ...(request.decisionReason
            ? [{ key: 'decision', label: 'Reden van het besluit', children: request.decisionReason }]
            : []),
        ]}
      />
    </Card>
  );
}
