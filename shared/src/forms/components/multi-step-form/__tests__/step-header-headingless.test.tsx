import { render, screen } from '@testing-library/react';
import { StepHeader } from '../step-header';

describe('StepHeader', () => {
  it("names a one-step form in a heading of its own, as 'Diploma toevoegen' had below its dialog title", () => {
    render(<StepHeader titles={['Gegevens van het diploma']} index={0} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Gegevens van het diploma');
  });

  it('shows no heading when its container names the form (issue 36: a title once)', () => {
    const { container } = render(<StepHeader titles={['Gegevens van het diploma']} index={0} headingless />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
