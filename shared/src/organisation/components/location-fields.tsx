import { useForm } from 'react-final-form';
import { MAX_COMPANY_LOCATIONS } from '@portal/shared/validation';
import { PostalCodeField, TextField } from '@portal/shared/forms';
import { Button } from '@portal/shared/ui';
import { EMPTY_LOCATION } from '../utils/profile-values';

interface Location {
  name?: string;
}

/** The company's locations, one group of fields each, with 'Locatie toevoegen' and 'Verwijderen'. */
export function LocationFields({ locations }: { locations: readonly Location[] }) {
  const form = useForm();
  const change = (next: readonly unknown[]) => form.change('locations', next);
  return (
    <>
      {locations.map((location, index) => (
        <fieldset key={index} className="portal-location-fields">
          <legend>{location.name?.trim() ? location.name : `Locatie ${index + 1}`}</legend>
          <TextField name={`locations.${index}.name`} label="Naam van de locatie" />
          <TextField name={`locations.${index}.street`} label="Straat" autoComplete="address-line1" />
          <TextField name={`locations.${index}.houseNumber`} label="Huisnummer" />
          <PostalCodeField name={`locations.${index}.postalCode`} label="Postcode" />
          <TextField name={`locations.${index}.city`} label="Plaats" autoComplete="address-level2" />
          {locations.length > 1 && (
            <Button onClick={() => change(locations.filter((_, other) => other !== index))}>
              Locatie {index + 1} verwijderen
            </Button>
          )}
        </fieldset>
      ))}
      {locations.length < MAX_COMPANY_LOCATIONS && (
        <Button onClick={() => change([...locations, { ...EMPTY_LOCATION }])}>Locatie toevoegen</Button>
      )}
    </>
  );
}
