/**
 * The days of one month as a grid, Monday first, with Dutch names. Arrow keys move between days
 * (Home/End to the start or end of the week, PageUp/PageDown a month); Enter or Space picks a day.
 * Days outside the limits stay focusable (aria-disabled) so keyboard users can move across them.
 */
import { Button } from 'antd';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  formatLongDate,
  monthWeeks,
  toDateValue,
  toDayjs,
  weekdayNames,
  type YearMonth,
} from '../../utils/calendar';
import { dayCellStyle, unavailableStyle } from './calendar-styles';
import { focusWhenAttached } from './focus-when-attached';

export interface DaysViewProps {
  shown: YearMonth;
  value?: string;
  today: string;
  focused: string;
  /** Focus the focused day's button (after opening or a keyboard move). */
  takeFocus: boolean;
  isSelectable: (date: string) => boolean;
  onFocusDate: (date: string) => void;
  onSelect: (date: string) => void;
  labelledBy: string;
}

const MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => toDateValue(toDayjs(date).subtract(1, 'day')),
  ArrowRight: (date) => toDateValue(toDayjs(date).add(1, 'day')),
  ArrowUp: (date) => toDateValue(toDayjs(date).subtract(7, 'day')),
  ArrowDown: (date) => toDateValue(toDayjs(date).add(7, 'day')),
  Home: (date) => toDateValue(toDayjs(date).subtract((toDayjs(date).day() + 6) % 7, 'day')),
  End: (date) => toDateValue(toDayjs(date).add(6 - ((toDayjs(date).day() + 6) % 7), 'day')),
  PageUp: (date) => toDateValue(toDayjs(date).subtract(1, 'month')),
  PageDown: (date) => toDateValue(toDayjs(date).add(1, 'month')),
};

export function DaysView(props: DaysViewProps) {
  const { shown, value, today, focused, takeFocus, isSelectable, onFocusDate, onSelect, labelledBy } = props;
  const gridRef = useRef<HTMLTableElement>(null);
  const weekdays = weekdayNames();

  const opened = useRef(false);
  const movedByKeyboard = useRef(false);
  useEffect(() => {
    if (!takeFocus) return undefined;
    const selector = `[data-date="${focused}"]`;
    if (!opened.current) {
      opened.current = true;
      return focusWhenAttached(gridRef.current, selector);
    }
    // Only follow keyboard moves; never pull focus back once it went elsewhere (after a pick).
    if (movedByKeyboard.current) gridRef.current?.querySelector<HTMLElement>(selector)?.focus();
    movedByKeyboard.current = false;
    return undefined;
  }, [focused, takeFocus, shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    movedByKeyboard.current = true;
    onFocusDate(move(focused));
  };

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      style={{ borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              style={{ fontWeight: 'normal', padding: 2 }}
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(shown).map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              if (toDayjs(date).month() !== shown.month) return <td key={date} role="gridcell" />;
              const selectable = isSelectable(date);
              const selected = date === value;
              return (
                <td key={date} role="gridcell" aria-selected={selected} style={{ padding: 1 }}>
                  <Button
                    type={selected ? 'primary' : 'text'}
                    size="small"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={formatLongDate(date)}
                    aria-disabled={!selectable || undefined}
                    aria-current={date === today ? 'date' : undefined}
                    style={selectable ? dayCellStyle : { ...dayCellStyle, ...unavailableStyle }}
                    onClick={() => (selectable ? onSelect(date) : onFocusDate(date))}
                  >
                    {toDayjs(date).date()}
                  </Button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
