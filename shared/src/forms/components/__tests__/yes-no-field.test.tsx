import { screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { YesNoField } from '../yes-no-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('YesNoField', () => {
  it("offers 'Ja' and 'Nee' as a radio group named by its label, stored as 1 and 0", async () => {
    const { user, values } = renderInForm(<YesNoField name="selfEmployed" label="Ben je zzp'er?" />);
    const group = screen.getByRole('radiogroup', { name: "Ben je zzp'er?" });
    expect(group).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(values()).toEqual({ selfEmployed: 1 });
    await user.click(screen.getByRole('radio', { name: 'Nee' }));
    expect(values()).toEqual({ selfEmployed: 0 });
  });

  it('shows a value loaded as a boolean as the matching choice', () => {
    renderInForm(<YesNoField name="shownInRegister" label="Tonen in het register" />, {
      initialValues: { shownInRegister: false },
    });
    expect(screen.getByRole('radio', { name: 'Nee' })).toBeChecked();
  });

  it('shows the required error in Dutch', async () => {
    const { user } = renderInForm(<YesNoField name="selfEmployed" label="Ben je zzp'er?" />, {
      rules: { selfEmployed: 'required' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: "Ben je zzp'er?" })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
  });
});
