import {
  CheckboxField,
  CountrySelectField,
  PostalCodeField,
  TextField,
  YesNoField,
  type FormStep,
} from '@portal/shared/forms';
import { profileStepRules } from '@portal/shared/validation';
import { PROFILE_STEPS, type ProfileStepKey } from '../utils/profile-steps';

function voorkeuren(userType: string): Omit<FormStep, 'key' | 'title'> {
  const isProfessional = userType === 'professional';
  return {
    rules: profileStepRules('voorkeuren', userType),
    render: ({ values }) => (
      <>
        <CheckboxField
          name="loginNotification"
          label="Stuur mij een e-mail als er op mijn account is ingelogd"
        />
        {isProfessional && (
          <YesNoField
            name="shownInRegister"
            label="Wil je met je werkadres in het openbare register staan?"
          />
        )}
        {isProfessional && Number(values.shownInRegister) === 1 && (
          <>
            <TextField name="registerStreet" label="Straat (register)" />
            <TextField name="registerHouseNumber" label="Huisnummer (register)" inputMode="numeric" />
            <TextField name="registerHouseNumberAddition" label="Toevoeging (register)" />
            <PostalCodeField name="registerPostalCode" label="Postcode (register)" />
            <TextField name="registerCity" label="Plaats (register)" />
            <TextField name="registerPhone" label="Telefoonnummer (register)" type="tel" />
          </>
        )}
      </>
    ),
  };
}

const STEP_BODIES: Record<ProfileStepKey, (userType: string) => Omit<FormStep, 'key' | 'title'>> = {
  persoonsgegevens: (userType) => ({
    rules: profileStepRules('persoonsgegevens', userType),
    render: () => (
      <>
        <TextField name="initials" label="Voorletters" />
        <TextField name="firstName" label="Voornaam" autoComplete="given-name" />
        <TextField name="infix" label="Tussenvoegsel" />
        <TextField name="lastName" label="Achternaam" autoComplete="family-name" />
        <TextField name="phone" label="Telefoonnummer" type="tel" autoComplete="tel" />
        {userType === 'companyEmployee' && <TextField name="jobTitle" label="Functie" />}
      </>
    ),
  }),
  adres: (userType) => ({
    rules: profileStepRules('adres', userType),
    render: () => (
      <>
        <CountrySelectField name="country" />
        <PostalCodeField name="postalCode" countryName="country" />
        <TextField name="houseNumber" label="Huisnummer" inputMode="numeric" />
        <TextField name="houseNumberAddition" label="Toevoeging" />
        <TextField name="street" label="Straat" autoComplete="address-line1" />
        <TextField name="city" label="Plaats" autoComplete="address-level2" />
      </>
    ),
  }),
  voorkeuren,
};

/** The form steps the api lists for this user (all three when it lists none). */
export function profileFormSteps(available: readonly string[], userType: string): FormStep[] {
  return PROFILE_STEPS.filter((step) => available.length === 0 || available.includes(step.key)).map(
    (step) => ({
      key: step.key,
      title: step.title,
      ...STEP_BODIES[step.key](userType),
    }),
  );
}
