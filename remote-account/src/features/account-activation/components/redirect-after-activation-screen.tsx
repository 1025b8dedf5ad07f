import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import type { UserDetail } from '@portal/shared/session';
import { useRunOnce } from '@portal/shared/data';

export const UNFINISHED_PROFILE_PATH = hrefFor('accountProfile', { step: 'persoonsgegevens' });

function hasUnfinishedProfile(detail: UserDetail | null | undefined): boolean {
  return Boolean(detail && 'hasUnfinishedProfile' in detail && detail.hasUnfinishedProfile);
}

/** After activation: to the unfinished profile when the session says so, else to the dashboard. */
export default function RedirectAfterActivationScreen() {
  const { portal } = useRemoteProps();
  const navigate = useNavigate();
  useRunOnce(() => {
    const target = hasUnfinishedProfile(portal.session.user?.detail)
      ? UNFINISHED_PROFILE_PATH
      : hrefFor('dashboard');
    void navigate(target, { replace: true });
  });
  return <p role="status">Laden...</p>;
}
