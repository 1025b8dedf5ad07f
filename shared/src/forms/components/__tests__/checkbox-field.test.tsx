import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { CheckboxField } from '../checkbox-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('CheckboxField', () => {
  it('is named by its text and stores true and false', async () => {
    const { user, values } = renderInForm(
      <CheckboxField name="agree" label="Ik ga akkoord met de voorwaarden" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await user.click(checkbox);
    expect(values()).toEqual({ agree: true });
    await user.click(checkbox);
    expect(values()).toEqual({ agree: false });
  });

  it('can store 1 and 0 instead', async () => {
    const { user, values } = renderInForm(
      <CheckboxField
        name="loginNotification"
        label="Stuur mij een melding"
        checkedValue={1}
        uncheckedValue={0}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Stuur mij een melding' }));
    expect(values()).toEqual({ loginNotification: 1 });
  });

  it('shows the required error in Dutch, linked to the box', async () => {
    const { user } = renderInForm(<CheckboxField name="agree" label="Ik ga akkoord" />, {
      rules: { agree: 'required' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord' })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
  });
});
