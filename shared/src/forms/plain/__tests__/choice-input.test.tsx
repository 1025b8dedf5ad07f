import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceInput } from '../choice-input';

describe('ChoiceInput', () => {
  it('is named by the text beside it, which presses it too, links included', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ChoiceInput type="checkbox" onChange={onChange}>
        Ik ga akkoord met de <a href="https://skjeugd.nl/algemene-voorwaarden/">algemene voorwaarden</a>
      </ChoiceInput>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' });
    expect(screen.getByRole('link', { name: 'algemene voorwaarden' })).toBeInTheDocument();
    // Box and text share one label: they stand side by side (choice-input.css), the text never below.
    expect(box.parentElement).toHaveClass('portal-choice');
    expect(box.nextElementSibling).toHaveClass('portal-choice__text');
    await user.click(screen.getByText(/Ik ga akkoord met de/));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
