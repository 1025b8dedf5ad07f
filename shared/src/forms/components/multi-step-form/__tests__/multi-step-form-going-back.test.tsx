import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormState } from 'react-final-form';
import { renderInForm } from '../../../testing/render-in-form';
import { COMPLETE_VALUES, renderRegistrationForm } from '../../../testing/registration-form';
import { CheckboxField } from '../../checkbox-field';
import { TextField } from '../../text-field';
import { EMAIL_IN_USE, renderFormRefusingEmail } from './render-multi-step-form';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(30000);

const SAVED = { firstName: 'Anna', email: 'anna@example.nl' };

/** A step's buttons are disabled until the save or check that moved to it has finished. */
async function press(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('MultiStepForm, going back a step', () => {
  it('shows the value typed before Volgende, and Volgende saves that value again', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user, path } = renderRegistrationForm({ onSubmit, saveOnNext: true, initialValues: SAVED });
    await user.clear(screen.getByLabelText('Voornaam'));
    await user.type(screen.getByLabelText('Voornaam'), 'Bea');
    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { ...SAVED, firstName: 'Bea' },
      { isDraft: true, step: 'persoonsgegevens' },
    );

    await press(user, 'Vorige');
    await waitFor(() => expect(path()).toBe('/registreren/persoonsgegevens'));
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Bea');

    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(
      { ...SAVED, firstName: 'Bea' },
      { isDraft: true, step: 'persoonsgegevens' },
    );
  });

  it('without saving on Volgende, submits what was typed on a step shown again', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user, path } = renderRegistrationForm({ onSubmit, initialValues: COMPLETE_VALUES });
    await user.clear(screen.getByLabelText('E-mailadres'));
    await user.type(screen.getByLabelText('E-mailadres'), 'bea@example.nl');
    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    await press(user, 'Vorige');
    await waitFor(() => expect(path()).toBe('/registreren/persoonsgegevens'));
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('bea@example.nl');

    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/controle'));
    await press(user, 'Versturen');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { ...COMPLETE_VALUES, email: 'bea@example.nl' },
      { isDraft: false, step: 'controle' },
    );
  });

  it('still goes back to the step of a failing field after that step was shown and left', async () => {
    const { user, path } = renderFormRefusingEmail();
    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    await press(user, 'Volgende');
    await waitFor(() => expect(path()).toBe('/registreren/controle'));
    await press(user, 'Versturen');

    await waitFor(() => expect(path()).toBe('/registreren/persoonsgegevens'));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(EMAIL_IN_USE),
    );
  });
});

function RegisterAddress() {
  const { values } = useFormState({ subscription: { values: true } });
  return values.shownInRegister ? <TextField name="registerCity" label="Plaats (register)" /> : null;
}

describe('a field that is hidden and shown again', () => {
  it('keeps what was typed in it', async () => {
    const { user, values } = renderInForm(
      <>
        <CheckboxField name="shownInRegister" label="In het register" />
        <RegisterAddress />
      </>,
      { initialValues: { shownInRegister: true, registerCity: 'Utrecht' } },
    );
    await user.clear(screen.getByLabelText('Plaats (register)'));
    await user.type(screen.getByLabelText('Plaats (register)'), 'Zwolle');
    await user.click(screen.getByRole('checkbox', { name: 'In het register' }));
    expect(screen.queryByLabelText('Plaats (register)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'In het register' }));

    expect(await screen.findByLabelText('Plaats (register)')).toHaveValue('Zwolle');
    expect(values()).toEqual({ shownInRegister: true, registerCity: 'Zwolle' });
  });
});
