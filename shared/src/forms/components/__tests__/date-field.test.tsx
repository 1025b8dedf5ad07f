import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { DateField } from '../date-field/date-field';

jest.setTimeout(20000);

const TODAY = '2025-03-12';

function calendar() {
  return screen.getByRole('dialog', { name: 'Kies een datum' });
}

function day(label: string) {
  return within(calendar()).getByRole('button', { name: label });
}

describe('DateField', () => {
  it('shows the value as DD-MM-YYYY in a read-only text box with placeholder DATUM', () => {
    renderInForm(<DateField name="date" label="Diplomadatum" />, {
      initialValues: { date: '2020-07-01' },
      today: TODAY,
    });
    const input = screen.getByLabelText('Diplomadatum');
    expect(input).toHaveValue('01-07-2020');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('placeholder', 'DATUM');
  });

  it('names its hint (the format) in aria-describedby, and the error beside it once there is one', async () => {
    const { user } = renderInForm(
      <DateField name="date" label="Geboortedatum" extra="DD-MM-JJJJ, bijvoorbeeld 14-03-1988" />,
      { today: TODAY, rules: { date: 'required' } },
    );
    const input = screen.getByLabelText('Geboortedatum');
    expect(input).toHaveAccessibleDescription('DD-MM-JJJJ, bijvoorbeeld 14-03-1988');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('opens a Dutch calendar starting on Monday; picking a day stores YYYY-MM-DD and closes it', async () => {
    const { user, values } = renderInForm(<DateField name="date" label="Diplomadatum" />, { today: TODAY });
    const input = screen.getByLabelText('Diplomadatum');
    expect(input).toHaveValue('');
    await user.click(input);

    // The calendar's code is a chunk of its own: it shows once that has arrived.
    const opened = await screen.findByRole('dialog', { name: 'Kies een datum' });
    const grid = within(opened).getByRole('grid', { name: 'maart 2025' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(day('woensdag 12 maart 2025')).toHaveAttribute('aria-current', 'date');

    await user.click(day('vrijdag 7 maart 2025'));
    expect(values()).toEqual({ date: '2025-03-07' });
    expect(input).toHaveValue('07-03-2025');
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('opens with Enter and with Space, moves between days with the arrow keys and closes on Escape', async () => {
    const { user, values } = renderInForm(<DateField name="date" label="Startdatum" />, {
      initialValues: { date: '2025-01-31' },
      today: TODAY,
    });
    const input = screen.getByLabelText('Startdatum');
    act(() => input.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(day('vrijdag 31 januari 2025')).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(within(calendar()).getByRole('grid', { name: 'februari 2025' })).toBeInTheDocument();
    await waitFor(() => expect(day('zaterdag 1 februari 2025')).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values()).toEqual({ date: '2025-02-08' });

    await user.keyboard(' ');
    expect(calendar()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('closes when the user tabs out of the calendar', async () => {
    const { user } = renderInForm(<DateField name="date" label="Datum" />, { today: TODAY });
    await user.click(screen.getByLabelText('Datum'));
    await waitFor(() => expect(day('woensdag 12 maart 2025')).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(calendar()).getByRole('button', { name: 'Volgende maand' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();
  });

  it('closes on a press outside the field, a second click on its text box or Escape there, keeping the value', async () => {
    const { user, values } = renderInForm(<DateField name="date" label="Startdatum" />, {
      initialValues: { date: '2025-03-03' },
      today: TODAY,
    });
    const input = screen.getByLabelText('Startdatum');
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Kies een datum' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Kies een datum' })).toBeInTheDocument();
    await user.click(input);
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();

    // Escape on the text box itself closes it too, and focus stays on the box.
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Kies een datum' })).toBeInTheDocument();
    input.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kies een datum' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(values()).toEqual({ date: '2025-03-03' });
  });

  it('does not open when read-only', async () => {
    const { user } = renderInForm(<DateField name="date" label="Datum" readOnly />, { today: TODAY });
    await user.click(screen.getByLabelText('Datum'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers only the days its rules allow (before_or_equal:today)', async () => {
    const { user, values } = renderInForm(<DateField name="date" label="Datum" />, {
      rules: { date: 'required|before_or_equal:today' },
      today: TODAY,
    });
    await user.click(screen.getByLabelText('Datum'));
    expect(day('woensdag 12 maart 2025')).not.toHaveAttribute('aria-disabled');
    expect(day('donderdag 13 maart 2025')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('donderdag 13 maart 2025'));
    expect(values()).toEqual({});
    expect(calendar()).toBeInTheDocument();
  });

  it('follows after_or_equal on another field and activity_date bounds, per array item', async () => {
    const { user } = renderInForm(<DateField name="periods.0.end" label="Einddatum" />, {
      rules: { 'periods.*.end': 'after_or_equal:periods.*.start|activity_date:2025-01-01,2025-03-20' },
      initialValues: { periods: [{ start: '2025-03-05' }] },
      today: TODAY,
    });
    await user.click(screen.getByLabelText('Einddatum'));
    expect(day('dinsdag 4 maart 2025')).toHaveAttribute('aria-disabled', 'true');
    expect(day('woensdag 5 maart 2025')).not.toHaveAttribute('aria-disabled');
    expect(day('donderdag 20 maart 2025')).not.toHaveAttribute('aria-disabled');
    expect(day('vrijdag 21 maart 2025')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens on the initial year and month, and a custom function overrides the limits', async () => {
    const onlyMondays = (date: string) => new Date(`${date}T12:00:00`).getDay() === 1;
    const { user } = renderInForm(
      <DateField
        name="date"
        label="Datum"
        initialYear={1990}
        initialMonth={6}
        isDateSelectable={onlyMondays}
      />,
      { rules: { date: 'before_or_equal:1980-01-01' }, today: TODAY },
    );
    await user.click(screen.getByLabelText('Datum'));
    expect(within(calendar()).getByRole('grid', { name: 'juni 1990' })).toBeInTheDocument();
    expect(day('maandag 4 juni 1990')).not.toHaveAttribute('aria-disabled');
    expect(day('dinsdag 5 juni 1990')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows 20 years a page in the years view, then months, then days', async () => {
    const { user, values } = renderInForm(<DateField name="birthDate" label="Geboortedatum" />, {
      today: TODAY,
    });
    await user.click(screen.getByLabelText('Geboortedatum'));
    await user.click(within(calendar()).getByRole('button', { name: '2025' }));

    const years = within(calendar()).getByRole('group', { name: 'Kies een jaar' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(Array.from({ length: 20 }, (_, index) => String(2020 + index)));
    await user.click(within(calendar()).getByRole('button', { name: 'Vorige 20 jaar' }));
    await user.click(within(calendar()).getByRole('button', { name: 'Vorige 20 jaar' }));
    await user.click(within(years).getByRole('button', { name: '1985' }));
    await user.click(within(calendar()).getByRole('button', { name: 'april' }));
    await user.click(day('dinsdag 16 april 1985'));
    expect(values()).toEqual({ birthDate: '1985-04-16' });
  });

  it('opens the calendar in a dialog below 450 px width', async () => {
    const original = window.matchMedia;
    // antd's dialog measures the scrollbar with a pseudo-element style jsdom does not implement.
    const computedStyle = window.getComputedStyle.bind(window);
    const styleSpy = jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element) => computedStyle(element));
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 449'),
    })) as typeof window.matchMedia;
    try {
      const { user, values } = renderInForm(<DateField name="date" label="Datum" />, { today: TODAY });
      await user.click(screen.getByLabelText('Datum'));
      const dialog = await screen.findByRole('dialog', { name: 'Kies een datum' });
      expect(dialog).toHaveClass('ant-modal');
      await user.click(within(dialog).getByRole('button', { name: 'maandag 10 maart 2025' }));
      expect(values()).toEqual({ date: '2025-03-10' });
    } finally {
      window.matchMedia = original;
      styleSpy.mockRestore();
    }
  });

  it('shows the required error in Dutch, linked to the text box', async () => {
    const { user } = renderInForm(<DateField name="date" label="Datum" />, {
      rules: { date: 'required' },
      today: TODAY,
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await act(async () => undefined);
    expect(screen.getByLabelText('Datum')).toHaveAccessibleDescription('Dit veld is verplicht.');
  });
});
