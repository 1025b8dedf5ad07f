import { formatDate } from '@portal/shared/format';
import { Card, DescriptionList } from '@portal/shared/ui';
import { DocumentLinks } from '../../../components/document-links';
import type { NipNvoProof, NipNvoRound } from '../api/nip-nvo-proof-query';
import { associationLabel } from './nip-nvo-texts';

/** The proof a round was submitted with, read-only: after submitting nothing can be changed. */
export function NipNvoProofSummary({ round, proof }: { round: NipNvoRound; proof: NipNvoProof }) {
  return (
    <Card title="Je NIP- of NVO-bewijs">
      <DescriptionList
        items={[
          { key: 'status', label: 'Status', children: round.statusEnum.label },
          { key: 'submitted', label: 'Ingediend op', children: formatDate(proof.submittedAt) },
          { key: 'association', label: 'Beroepsvereniging', children: associationLabel(proof.association) },
          { key: 'number', label: 'Registratienummer', children: proof.membershipNumber },
          { key: 'valid', label: 'Geldig tot en met', children: formatDate(proof.validUntil) },
          {
            key: 'file',
            label: 'Bewijs',
            children: <DocumentLinks files={proof.medias.nodes} variant="list" />,
          },
        ]}
      />
      {round.statusEnum.value === 'pending' && (
        <p>
          We beoordelen je herregistratie; je blijft intussen geregistreerd. Je krijgt bericht per e-mail.
        </p>
      )}
    </Card>
  );
}
