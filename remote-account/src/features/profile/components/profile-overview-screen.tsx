import { COUNTRY_OPTIONS } from '@portal/shared/options';
import { DataExportCard } from './data-export-card';
import { useRemoteProps } from '@portal/shared/remote';
import { QueryContent } from '@portal/shared/ui';
import { useAccountProfile, type AccountProfile } from '../api/account-profile';
import { profileStepPath } from '../utils/profile-steps';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection } from './profile-section';
import './profile-section.css';

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Ja' : 'Nee');
const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ');
const countryLabel = (code: string | null) =>
  COUNTRY_OPTIONS.find((option) => option.value === code)?.label ?? code;

function sections(profile: AccountProfile, isProfessional: boolean) {
  return [
    {
      key: 'persoonsgegevens',
      title: 'Persoonsgegevens',
      rows: [
        { label: 'Naam', value: join(profile.initials, profile.firstName, profile.infix, profile.lastName) },
        { label: 'E-mailadres', value: profile.email },
        { label: 'Telefoonnummer', value: profile.phone },
      ],
    },
    {
      key: 'adres',
      title: 'Adres',
      rows: [
        { label: 'Adres', value: join(profile.street, profile.houseNumber, profile.houseNumberAddition) },
        { label: 'Postcode en plaats', value: join(profile.postalCode, profile.city) },
        { label: 'Land', value: countryLabel(profile.country) },
      ],
    },
    {
      key: 'voorkeuren',
      title: 'Voorkeuren',
      rows: [
        { label: 'E-mail bij inloggen', value: yesNo(profile.loginNotification) },
        ...(isProfessional
          ? [{ label: 'Zichtbaar in het register', value: yesNo(profile.shownInRegister) }]
          : []),
      ],
    },
  ].filter((section) => profile.steps.length === 0 || profile.steps.includes(section.key));
}

/** Profiel (`/account/profiel`): the account's data per step with edit links, e-mail and password changes. */
export default function ProfileOverviewScreen() {
  const { portal } = useRemoteProps();
  const query = useAccountProfile();
  const isProfessional = portal.session.user?.detailTypeObject.value === 'professional';
  // The e-mail and password forms come below the profile's cards once these are read: shown while
  // they load, the cards pushed them down the screen (a layout shift of 0.5 on a phone, issue 42).
  const firstLoad = query.loading && !query.data && !query.failed;

  return (
    <div className="portal-profile-overview">
      <h1>Mijn profiel</h1>
      {/* The kit's status region is always on the page, so the save confirmation handed over by the
          profile form is read out; a failed read offers 'Opnieuw proberen'. */}
      <QueryContent query={query} isEmpty={(data) => !data.accountProfile}>
        {({ accountProfile: profile }) =>
          profile && (
            <>
              {profile.hasUnfinishedProfile && (
                <p className="portal-notice">
                  Je profiel is nog niet compleet. Vul je persoonsgegevens en adres aan.
                </p>
              )}
              {sections(profile, isProfessional).map((section) => (
                <ProfileSection
                  key={section.key}
                  title={section.title}
                  rows={section.rows}
                  editPath={profileStepPath(section.key)}
                />
              ))}
            </>
          )
        }
      </QueryContent>
      {!firstLoad && (
        <>
          <ChangeEmailForm />
          <ChangePasswordForm />
          <DataExportCard />
        </>
      )}
    </div>
  );
}
