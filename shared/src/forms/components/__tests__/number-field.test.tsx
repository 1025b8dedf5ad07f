import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { NumberField } from '../number-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('NumberField', () => {
  it('stores a number, and null once emptied', async () => {
    const { user, values } = renderInForm(<NumberField name="hours" label="Aantal uren" />);
    const input = screen.getByLabelText('Aantal uren');
    await user.type(input, '16');
    expect(values()).toEqual({ hours: 16 });
    await user.clear(input);
    expect(values()).toEqual({ hours: null });
  });

  it('shows the size error of the shared validation in Dutch', async () => {
    const { user } = renderInForm(<NumberField name="hours" label="Aantal uren" />, {
      rules: { hours: 'required|numeric|max:40' },
      initialValues: { hours: 60 },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De waarde mag niet groter zijn dan 40.')).toBeInTheDocument();
    expect(screen.getByLabelText('Aantal uren')).toHaveAccessibleDescription(
      'De waarde mag niet groter zijn dan 40.',
    );
  });
});
