import { screen, waitFor } from '@testing-library/react';
import { COMPLETE_VALUES, renderRegistrationForm } from '../../../testing/registration-form';

jest.setTimeout(20000);

// The fixture's address <output> is a status too; the form's own region carries an explicit role.
const formStatus = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('role') === 'status') as HTMLElement;

describe('MultiStepForm focus and status', () => {
  it('moves focus to the next step heading after Volgende, and back after Vorige', async () => {
    const { user } = renderRegistrationForm({ onSubmit: jest.fn() });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Stap 2 van 3: Diploma' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable for the script only: no extra Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    const first = await screen.findByRole('heading', { level: 2, name: 'Stap 1 van 3: Persoonsgegevens' });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('moves focus to the first invalid field after a failed submit, on the step that holds it', async () => {
    const { user } = renderRegistrationForm(
      { onSubmit: jest.fn(), initialValues: { ...COMPLETE_VALUES, email: '' } },
      'controle',
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const email = await screen.findByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Persoonsgegevens');
  });

  it('has its status region on the page before the saved message arrives', async () => {
    const { user } = renderRegistrationForm(
      { onSubmit: jest.fn(), initialValues: COMPLETE_VALUES, savedMessage: 'Je profiel is opgeslagen.' },
      'controle',
    );
    const region = formStatus();
    expect(region).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    await waitFor(() => expect(region).toHaveTextContent('Je profiel is opgeslagen.'));
    expect(formStatus()).toBe(region);
  });

  it('says that it saved with the default text when the screen gives none', async () => {
    const { user } = renderRegistrationForm(
      { onSubmit: jest.fn(), initialValues: COMPLETE_VALUES },
      'controle',
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(formStatus()).toHaveTextContent('De gegevens zijn opgeslagen.'));
  });

  it('shows a short loading status, not a live region around the form, while its data loads', () => {
    renderRegistrationForm({ onSubmit: jest.fn(), loading: true });
    expect(formStatus()).toHaveTextContent('Laden...');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"], .ant-spin')).toBeNull();
  });
});
