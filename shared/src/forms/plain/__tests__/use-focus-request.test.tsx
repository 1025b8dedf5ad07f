import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFocusRequest } from '../use-focus-request';

/** A form that is replaced by its answer: the pressed button goes, the answer's heading takes focus. */
function SendOnce() {
  const [sent, setSent] = useState(false);
  const [heading, focusHeading] = useFocusRequest<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={heading}>{sent ? 'Verstuurd' : 'Versturen'}</h1>
      {sent ? (
        <p>Je bericht is verstuurd.</p>
      ) : (
        <button
          type="button"
          onClick={() => {
            setSent(true);
            focusHeading();
          }}
        >
          Verstuur
        </button>
      )}
      <a href="/elders">Elders</a>
    </>
  );
}

describe('useFocusRequest', () => {
  it('leaves focus alone until asked', () => {
    render(<SendOnce />);
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading')).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the element once the change that removed the focused control has rendered', async () => {
    const user = userEvent.setup();
    render(<SendOnce />);
    await user.click(screen.getByRole('button', { name: 'Verstuur' }));
    const heading = screen.getByRole('heading', { name: 'Verstuurd' });
    expect(heading).toHaveFocus();
    // Focusable for the script only: no extra Tab stop; Tab goes on from the heading.
    expect(heading).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elders' })).toHaveFocus();
  });

  it('moves focus again on every request', async () => {
    const user = userEvent.setup();
    function Repeat() {
      const [status, focusStatus] = useFocusRequest<HTMLParagraphElement>();
      return (
        <>
          <p ref={status}>Status</p>
          <button type="button" onClick={focusStatus}>
            Nog eens
          </button>
        </>
      );
    }
    render(<Repeat />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByText('Status')).toHaveFocus();
    await user.click(screen.getByRole('button'));
    expect(screen.getByText('Status')).toHaveFocus();
  });
});
