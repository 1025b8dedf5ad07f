import { OrganisationProfileScreen } from '@portal/shared/organisation';

/** Organisatieprofiel (`/organisatie/{step}`): the training provider's profile. */
export default function EducatorProfileScreen() {
  return <OrganisationProfileScreen kind="educator" route="educatorProfile" />;
}
