import { render, screen } from '@testing-library/react';
import { StepActions, type StepActionsProps } from '../step-actions';

const props: StepActionsProps = {
  isFirst: false,
  isLast: false,
  busy: false,
  submitLabel: 'Versturen',
  showDraft: true,
  onBack: () => undefined,
  onSaveDraft: () => undefined,
};

describe('StepActions', () => {
  it('marks the submit button busy while saving, and leaves nothing of it once done', () => {
    const { rerender } = render(<StepActions {...props} />);
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeEnabled();

    rerender(<StepActions {...props} busy />);
    const busy = screen.getByRole('button', { name: 'Volgende' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('.portal-plain-button__spinner')).not.toBeNull();
    // It keeps the focus while busy (a disabled button would drop it to the page).
    expect(busy).toBeEnabled();
    // While one save runs the others wait.
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Opslaan als concept' })).toBeDisabled();

    // Done: no icon left behind in the button, so its name is the label alone, as at the start.
    rerender(<StepActions {...props} />);
    const done = screen.getByRole('button', { name: 'Volgende' });
    expect(done).not.toHaveAttribute('aria-disabled');
    expect(done.querySelector('.portal-plain-button__spinner')).toBeNull();
    expect(done).toHaveAccessibleName('Volgende');
  });

  it('ignores presses of the submit button while a save runs', () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <StepActions {...props} busy />
      </form>,
    );
    screen.getByRole('button', { name: 'Volgende' }).click();
    expect(submitted).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <StepActions {...props} />
      </form>,
    );
    screen.getByRole('button', { name: 'Volgende' }).click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
