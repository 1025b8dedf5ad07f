import { render, screen } from '@testing-library/react';
import { LoadingSkeleton } from '../loading-skeleton';

describe('LoadingSkeleton', () => {
  it('says "Laden..." to a screen reader while it shows the placeholder', () => {
    const { container } = render(<LoadingSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(container.querySelector('.portal-skeleton')).not.toBeNull();
  });

  it('hides its bars from screen readers: no empty list is read out', () => {
    render(<LoadingSkeleton />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
