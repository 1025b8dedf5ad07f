import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { TextField } from '../text-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('TextField', () => {
  it('is found by its Dutch label and stores what the user types', async () => {
    const { user, values } = renderInForm(<TextField name="firstName" label="Voornaam" />);
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    expect(values()).toEqual({ firstName: 'Anna' });
  });

  it('shows the required error in Dutch, linked to the input, until the user changes the field', async () => {
    const { user } = renderInForm(<TextField name="email" label="E-mailadres" type="email" />, {
      rules: { email: 'required|email' },
    });
    const input = screen.getByLabelText('E-mailadres');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Dit veld is verplicht.');

    await user.type(input, 'a');
    expect(screen.queryByText('Dit veld is verplicht.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('asks a phone for the number keyboard when told, and still stores the house number as text', async () => {
    const { user, values } = renderInForm(
      <TextField name="houseNumber" label="Huisnummer" inputMode="numeric" />,
    );
    const input = screen.getByLabelText('Huisnummer');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12');
    expect(values()).toEqual({ houseNumber: '12' });
  });

  it('marks a field required by its rules', () => {
    renderInForm(<TextField name="lastName" label="Achternaam" />, { rules: { lastName: 'required' } });
    expect(screen.getByText('Achternaam').closest('label')).toHaveClass('portal-field__required');
  });

  it('shows the email error message from the shared validation', async () => {
    const { user } = renderInForm(<TextField name="email" label="E-mailadres" />, {
      rules: { email: 'email' },
    });
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
  });
});
