import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { NumberField } from '../number-field';

jest.setTimeout(20000);

describe('NumberField', () => {
  it('stores a number, a Dutch comma as a decimal point, and null once emptied', async () => {
    const { user, values } = renderInForm(<NumberField name="hours" label="Aantal uren" />);
    const input = screen.getByLabelText('Aantal uren');
    await user.type(input, '16');
    expect(values()).toEqual({ hours: 16 });
    await user.clear(input);
    await user.type(input, '12,5');
    expect(values()).toEqual({ hours: 12.5 });
    await user.clear(input);
    expect(values()).toEqual({ hours: null });
  });

  it('brings up the number keypad: numeric for whole numbers, decimal otherwise', () => {
    renderInForm(
      <>
        <NumberField name="total" label="Totaal" precision={0} />
        <NumberField name="week" label="Per week" />
      </>,
    );
    expect(screen.getByLabelText('Totaal')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Per week')).toHaveAttribute('inputmode', 'decimal');
  });

  it.each([
    ['dertig', 'Vul een getal in.'],
    ['-5', 'De waarde moet minimaal 0 zijn.'],
    ['61', 'De waarde mag niet groter zijn dan 60.'],
  ])("keeps '%s' as typed for the shared rule, which says: %s", async (typed, message) => {
    const { user, onSubmit } = renderInForm(<NumberField name="hours" label="Uren per week" />, {
      rules: { hours: 'nullable|numeric|min:0|max:60' },
    });
    const input = screen.getByLabelText('Uren per week');
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ hours: typed === 'dertig' ? 'dertig' : Number(typed) }),
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows a stored number with a comma', () => {
    renderInForm(<NumberField name="hours" label="Aantal uren" />, { initialValues: { hours: 7.5 } });
    expect(screen.getByLabelText('Aantal uren')).toHaveValue('7,5');
  });
});
