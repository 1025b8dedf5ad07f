import { ScreenScope } from '@portal/shared/ui';
import { AccountProfileForm } from './account-profile-form';

/** Profiel aanpassen (`/account/profiel/aanpassen/{step}`); the form engine needs antd's scope. */
export default function AccountProfileScreen() {
  return (
    <div className="portal-card">
      <h1>Profiel aanpassen</h1>
      <ScreenScope>
        <AccountProfileForm />
      </ScreenScope>
    </div>
  );
}
