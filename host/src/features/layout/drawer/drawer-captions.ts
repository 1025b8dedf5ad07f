import { formatDate } from '@portal/shared/format';
import type { PortalSessionData } from '@portal/shared/session';
import type { DrawerCaption } from './drawer-menu';

/**
 * 'uiterlijk {date}': the approved registration's re-registration deadline, which the api derives
 * from the period's tillDate in one place (deferrals move it there); 'geldig tot {date}' from the
 * VOG deadline.
 */
export function captionText(caption: DrawerCaption | undefined, session: PortalSessionData): string | null {
  const detail = session.user?.detail;
  if (caption === 'reRegistrationDeadline' && detail?.__typename === 'ProfessionalDetail') {
    const date = formatDate(detail.approvedRegistration?.reRegistrationDeadline);
    return date ? `uiterlijk ${date}` : null;
  }
  if (caption === 'vogValidUntil') {
    const professionalDeadline =
      detail?.__typename === 'ProfessionalDetail' ? detail.mostRecentVogDeadline : null;
    const date = formatDate(professionalDeadline ?? session.user?.mostRecentVogDeadline);
    return date ? `geldig tot ${date}` : null;
  }
  return null;
}
