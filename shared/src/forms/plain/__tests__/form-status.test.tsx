import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorSummary } from '../error-summary';
import { FormStatus } from '../form-status';
import { InputField } from '../input-field';
import { flashStatus } from '../status-flash';
import { useInvalidFieldFocus } from '../use-invalid-field-focus';

describe('FormStatus', () => {
  it('renders both live regions empty before any message, and fills the same nodes later', () => {
    const { rerender } = render(<FormStatus />);
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toBeEmptyDOMElement();
    expect(status).toBeEmptyDOMElement();

    rerender(<FormStatus error="Er ging iets mis." status={null} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Er ging iets mis.');

    rerender(<FormStatus status="Opgeslagen." />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Opgeslagen.');
    expect(alert).toBeEmptyDOMElement();
  });

  it("says 'Laden...' while work is under way, in the neutral look, and a confirmation in the green one", () => {
    const { rerender } = render(<FormStatus loading />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Laden...');
    expect(status.firstElementChild).toHaveClass('portal-status-message--progress');

    rerender(<FormStatus loading={false} status="Opgeslagen." />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Opgeslagen.');
    expect(status.firstElementChild).not.toHaveClass('portal-status-message--progress');
  });

  it('announces a message handed over by the previous screen after mounting empty', async () => {
    jest.useFakeTimers();
    flashStatus('Je profiel is opgeslagen.');
    render(<FormStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Je profiel is opgeslagen.');
    jest.useRealTimers();
  });
});

function PlainForm() {
  const { ref, focusInvalid } = useInvalidFieldFocus();
  const [errors, setErrors] = useState<string[]>([]);
  const [failures, setFailures] = useState(0);
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(['Vul je e-mailadres in.']);
        setFailures((count) => count + 1);
        focusInvalid();
      }}
    >
      <ErrorSummary
        title="Controleer 1 veld"
        errors={errors.map((message) => ({ fieldId: 'email', message }))}
        focusKey={0}
      />
      <InputField id="naam" label="Naam" />
      <InputField id="email" label="E-mailadres" errors={errors} />
      <button type="submit">Verstuur {failures}</button>
    </form>
  );
}

describe('plain form focus', () => {
  it('moves focus to the first invalid field after a failed client check', async () => {
    const user = userEvent.setup();
    render(<PlainForm />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Vul je e-mailadres in.');
  });

  it('focuses the error summary, whose entries move focus to their fields', async () => {
    const user = userEvent.setup();
    function Summary() {
      const [key, setKey] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setKey((current) => current + 1)}>
            Verstuur
          </button>
          <ErrorSummary
            title="Controleer 1 veld"
            errors={key > 0 ? [{ fieldId: 'email', message: 'Vul je e-mailadres in.' }] : []}
            focusKey={key}
          />
          <InputField id="email" label="E-mailadres" />
        </>
      );
    }
    render(<Summary />);
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    const summary = screen.getByRole('heading', { name: 'Controleer 1 veld' }).parentElement;
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Vul je e-mailadres in.' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
  });
});
