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
    expect(busy).toHaveClass('ant-btn-loading');
    expect(busy.querySelector('.portal-step-actions__spinner')).not.toBeNull();
    // While one save runs the others wait.
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Opslaan als concept' })).toBeDisabled();

    // Done: no icon left behind in the button, so its name is the label alone, as at the start.
    rerender(<StepActions {...props} />);
    const done = screen.getByRole('button', { name: 'Volgende' });
    expect(done).not.toHaveClass('ant-btn-loading');
    expect(
      done.querySelector('.portal-step-actions__spinner, .ant-btn-loading-icon, .ant-btn-icon'),
    ).toBeNull();
    expect(done).toHaveAccessibleName('Volgende');
  });
});
