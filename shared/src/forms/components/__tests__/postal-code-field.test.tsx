import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { PostalCodeField } from '../postal-code-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('PostalCodeField', () => {
  it('checks a Dutch postal code when the country is NL, and stores it in capitals', async () => {
    const { user, values } = renderInForm(<PostalCodeField name="postalCode" countryName="country" />, {
      initialValues: { country: 'NL' },
    });
    const input = screen.getByLabelText('Postcode');
    await user.type(input, '1234');
    await user.tab();
    expect(await screen.findByText('Vul een geldige postcode in.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, ' ab');
    await user.tab();
    expect(screen.queryByText('Vul een geldige postcode in.')).not.toBeInTheDocument();
    expect(values()).toEqual({ country: 'NL', postalCode: '1234 AB' });
  });

  it.each([
    ['BE', '1000', true],
    ['BE', '10000', false],
    ['DE', '10115', true],
    ['FR', '75 001', true],
    ['SR', 'Paramaribo', true],
  ])('for country %s judges %s valid: %s', async (country, code, valid) => {
    const { user } = renderInForm(<PostalCodeField name="postalCode" countryName="country" />, {
      initialValues: { country },
    });
    await user.type(screen.getByLabelText('Postcode'), code);
    await user.tab();
    expect(screen.queryByText('Vul een geldige postcode in.') === null).toBe(valid);
  });

  it('uses the rules of the step on submit', async () => {
    const { user } = renderInForm(<PostalCodeField name="postalCode" countryName="country" />, {
      initialValues: { country: 'DE', postalCode: '1234' },
      rules: { postalCode: 'required|postal_code:country' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een geldige postcode in.')).toBeInTheDocument();
  });
});
