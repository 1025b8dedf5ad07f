import { useMemo, useState } from 'react';
import {
  MultiStepForm,
  runBatchedMutations,
  withDraftVariable,
  TextField,
  YesNoField,
  PostalCodeField,
  type FormStep,
} from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList, QueryContent, ScreenScope } from '@portal/shared/ui';
import {
  organisationProfileStepRules,
  ORGANISATION_PROFILE_STEPS,
  type OrganisationKind,
} from '@portal/shared/validation';
import { useOrganisationProfile, type OrganisationProfile } from '../api/organisation-profile-query';
import { SAVE_ORGANISATION_PROFILE } from '../api/save-organisation-profile';
import { profileStepInput, toProfileFormValues } from '../utils/profile-values';
import { LocationFields } from './location-fields';
import './organisation.css';

export const PROFILE_SAVED = 'Het organisatieprofiel is opgeslagen.';
export const UNFINISHED_NOTICE =
  'Het organisatieprofiel van je organisatie is nog niet af. Vul alle stappen in; daarna kun je verder in het portaal.';
export const ONLY_BEHEERDER =
  'Alleen een beheerder van je organisatie kan het organisatieprofiel wijzigen. Vraag een beheerder om het af te ronden.';

type Values = Record<string, unknown>;

function stepBody(kind: OrganisationKind, step: string): FormStep<Values>['render'] {
  if (kind === 'company') {
    switch (step) {
      case 'gegevens':
        return () => (
          <>
            <TextField name="phone" label="Telefoonnummer" type="tel" autoComplete="tel" />
            <TextField name="website" label="Website" type="url" autoComplete="url" />
          </>
        );
      case 'locaties':
        return ({ values }) => (
          <LocationFields locations={Array.isArray(values.locations) ? values.locations : []} />
        );
      default:
        return () => (
          <>
            <TextField name="billingEmail" label="E-mailadres voor facturen" type="email" />
            <YesNoField
              name="paysForEmployees"
              label="Betaalt je organisatie de jaarlijkse registratie van je medewerkers?"
              extra="Bij ja krijgt je organisatie één verzamelfactuur met een regel per professional."
            />
          </>
        );
    }
  }
  switch (step) {
    case 'gegevens':
      return () => (
        <>
          <TextField name="phone" label="Telefoonnummer" type="tel" autoComplete="tel" />
          <TextField name="website" label="Website" type="url" autoComplete="url" />
          <TextField name="description" label="Korte omschrijving van je organisatie" />
        </>
      );
    case 'adres':
      return () => (
        <>
          <TextField name="street" label="Straat" autoComplete="address-line1" />
          <TextField name="houseNumber" label="Huisnummer" inputMode="numeric" />
          <TextField name="houseNumberAddition" label="Toevoeging" />
          <PostalCodeField name="postalCode" />
          <TextField name="city" label="Plaats" autoComplete="address-level2" />
        </>
      );
    default:
      return () => <TextField name="billingEmail" label="E-mailadres voor facturen" type="email" />;
  }
}

export function organisationFormSteps(kind: OrganisationKind): FormStep<Values>[] {
  return ORGANISATION_PROFILE_STEPS[kind].map((step) => ({
    key: step.key,
    title: step.title,
    rules: organisationProfileStepRules(kind, step.key),
    render: stepBody(kind, step.key),
  }));
}

function ProfileFacts({ profile }: { profile: OrganisationProfile }) {
  return (
    <Card title={profile.kind === 'company' ? 'Bedrijf' : 'Opleidingsaanbieder'}>
      <DescriptionList
        items={[
          { key: 'name', label: 'Naam', children: profile.name },
          ...(profile.kind === 'company'
            ? [{ key: 'kvk', label: 'KvK-nummer', children: profile.kvkNumber }]
            : []),
        ]}
      />
      <p>De naam{profile.kind === 'company' ? ' en het KvK-nummer' : ''} wijzigt het register op verzoek.</p>
      <p>
        Je eigen naam, adres en telefoonnummer staan in{' '}
        <Link to={hrefFor('profileOverview')}>Mijn profiel</Link>.
      </p>
    </Card>
  );
}

function ReadOnlyProfile({ profile }: { profile: OrganisationProfile }) {
  const items =
    profile.kind === 'company'
      ? [
          { key: 'phone', label: 'Telefoonnummer', children: profile.phone },
          { key: 'website', label: 'Website', children: profile.website },
          {
            key: 'locations',
            label: 'Locaties',
            children: profile.locations
              .map((l) => `${l.name}: ${l.street} ${l.houseNumber}, ${l.postalCode} ${l.city}`)
              .join('; '),
          },
          { key: 'billing', label: 'E-mailadres voor facturen', children: profile.billingEmail },
          {
            key: 'pays',
            label: 'Betaalt de registratie van medewerkers',
            children: profile.paysForEmployees ? 'Ja' : 'Nee',
          },
        ]
      : [
          { key: 'phone', label: 'Telefoonnummer', children: profile.phone },
          { key: 'website', label: 'Website', children: profile.website },
          {
            key: 'address',
            label: 'Adres',
            children: profile.street
              ? `${profile.street} ${profile.houseNumber ?? ''}${profile.houseNumberAddition ? ` ${profile.houseNumberAddition}` : ''}, ${profile.postalCode ?? ''} ${profile.city ?? ''}`
              : null,
          },
          { key: 'billing', label: 'E-mailadres voor facturen', children: profile.billingEmail },
        ];
  return (
    <Card title="Organisatieprofiel">
      <p>{ONLY_BEHEERDER}</p>
      <DescriptionList items={items} />
    </Card>
  );
}

function ProfileForm({
  profile,
  kind,
  route,
}: {
  profile: OrganisationProfile;
  kind: OrganisationKind;
  route: 'companyProfile' | 'educatorProfile';
}) {
  const { client, navigation } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const steps = useMemo(() => organisationFormSteps(kind), [kind]);
  const initialValues = useMemo(() => toProfileFormValues(profile), [profile]);
  const [savedMessage, setSavedMessage] = useState(PROFILE_SAVED);
  return (
    <MultiStepForm
      steps={steps}
      step={params.step}
      onStepChange={(step) => void navigate(hrefFor(route, { step }))}
      initialValues={initialValues}
      allowDraft
      submitLabel="Opslaan"
      savedMessage={savedMessage}
      onSubmit={async (values, { isDraft }) => {
        let message = PROFILE_SAVED;
        await runBatchedMutations(
          steps.map((step) => ({
            label: step.key ?? '',
            mutations: [
              async () => {
                const result = await client.mutate({
                  mutation: SAVE_ORGANISATION_PROFILE,
                  variables: withDraftVariable(
                    { step: step.key ?? '', input: profileStepInput(kind, step.key ?? '', values) },
                    isDraft,
                  ),
                });
                message = result.data?.saveOrganisationProfile.message ?? message;
                return result;
              },
            ],
          })),
        );
        setSavedMessage(message);
        // The session says whether the profile is finished: the host's guard follows it.
        await navigation.reinitialize();
      }}
    />
  );
}

export interface OrganisationProfileScreenProps {
  kind: OrganisationKind;
  route: 'companyProfile' | 'educatorProfile';
}

/**
 * Organisatieprofiel: the company's details, locations and billing (`/werkgever/organisatie-profiel/{step}`)
 * or the provider's profile (`/organisatie/{step}`). A beheerder fills it in, in steps; a colleague reads it.
 */
export function OrganisationProfileScreen({ kind, route }: OrganisationProfileScreenProps) {
  const query = useOrganisationProfile();
  return (
    <div className="portal-card">
      <h1>Organisatieprofiel</h1>
      <ScreenScope>
        <QueryContent query={query}>
          {({ organisationProfile: profile }) => (
            <div className="portal-organisation-stack">
              {profile.hasUnfinishedProfile && (
                <p className="portal-organisation-notice">{UNFINISHED_NOTICE}</p>
              )}
              <ProfileFacts profile={profile} />
              {profile.canEdit ? (
                <ProfileForm profile={profile} kind={kind} route={route} />
              ) : (
                <ReadOnlyProfile profile={profile} />
              )}
            </div>
          )}
        </QueryContent>
      </ScreenScope>
    </div>
  );
}
