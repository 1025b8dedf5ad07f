import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card } from '@portal/shared/ui';
import type { ReRegistration } from '../api/re-registration-query';

/**
 * Gedragswetenschappers may complete the round with proof of a current NIP or NVO registration
 * instead of activities (DOMAIN.md): the way there, or to the proof once submitted with it.
 */
export function NipNvoOption({ round }: { round: ReRegistration }) {
  if (!round.offersNipNvoProof) return null;
  if (round.nipNvoProof) {
    return (
      <Card title="Afronden met NIP- of NVO-bewijs">
        <p>Je hebt je herregistratie ingediend met je {round.nipNvoProof.association}-bewijs.</p>
        <p>
          <Link to={hrefFor('reRegistrationNipNvo')}>Bekijk je NIP- of NVO-bewijs</Link>
        </p>
      </Card>
    );
  }
  if (round.statusEnum.value !== 'ongoing') return null;
  return (
    <Card title="Afronden met NIP- of NVO-bewijs">
      <p>
        Sta je ingeschreven bij het NIP of de NVO en is die registratie nog geldig? Dan kun je je
        herregistratie ook afronden met dat bewijs, in plaats van met activiteiten.
      </p>
      <p>
        <Link to={hrefFor('reRegistrationNipNvo')}>Afronden met NIP- of NVO-bewijs</Link>
      </p>
    </Card>
  );
}
