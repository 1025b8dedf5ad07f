import type { PortalSessionData } from '@portal/shared/session';

// Issue 37: an organisation's employees see on their overview, and on the organisation's profile
// (where an unfinished profile sends a new organisation first), why nothing else is open yet.
const NOTICE_ROUTES: ReadonlySet<string> = new Set(['dashboard', 'companyProfile', 'educatorProfile']);

/**
 * Whether this route shows the organisation notice: only for an employee whose organisation the
 * register has not confirmed, as the session says. A confirmed organisation's employees load neither
 * the notice's chunk nor its read (nor the client it reads with) while their first screen loads.
 */
export function wantsOrganisationNotice(routeName: string, session: PortalSessionData): boolean {
  if (!NOTICE_ROUTES.has(routeName)) return false;
  const detail = session.user?.detail;
  if (detail?.__typename === 'CompanyEmployeeDetail') return detail.company?.verification !== 'confirmed';
  if (detail?.__typename === 'EducatorEmployeeDetail') return detail.educator?.verification !== 'confirmed';
  return false;
}
