/**
 * The calendar of the date field: a month of days, with a months view and a years view (20 a page)
 * to jump further. Escape closes it; 'Wissen' empties the value.
 */
import { Button, Flex } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { FORM_TEXT } from '../../messages';
import {
  addMonths,
  dateInMonth,
  formatMonthTitle,
  monthNames,
  toDayjs,
  yearMonthOf,
  type DateRange,
  type YearMonth,
} from '../../utils/calendar';
import { visuallyHidden } from './calendar-styles';
import { DaysView } from './days-view';
import { MonthsView } from './months-view';
import { YearsView } from './years-view';

export interface CalendarPanelProps {
  value?: string;
  initial: YearMonth;
  today: string;
  /** Limits used to mark months and years without selectable days. */
  range: DateRange;
  isSelectable: (date: string) => boolean;
  onSelect: (date: string) => void;
  onClear?: () => void;
  onClose: () => void;
}

type View = 'days' | 'months' | 'years';

function initialFocus(value: string | undefined, today: string, shown: YearMonth): string {
  if (value && yearMonthOf(value).year === shown.year && yearMonthOf(value).month === shown.month)
    return value;
  const todayMonth = yearMonthOf(today);
  if (todayMonth.year === shown.year && todayMonth.month === shown.month) return today;
  return dateInMonth(1, shown);
}

export function CalendarPanel({
  value,
  initial,
  today,
  range,
  isSelectable,
  onSelect,
  onClear,
  onClose,
}: CalendarPanelProps) {
  const [view, setView] = useState<View>('days');
  const [shown, setShown] = useState<YearMonth>(initial);
  const [focused, setFocused] = useState(() => initialFocus(value, today, initial));
  const [takeFocus, setTakeFocus] = useState(true);
  const titleId = useId();

  const showMonth = (next: YearMonth) => {
    setShown(next);
    setFocused(dateInMonth(toDayjs(focused).date(), next));
    setTakeFocus(false);
  };

  const focusDate = (date: string) => {
    setFocused(date);
    setShown(yearMonthOf(date));
    setTakeFocus(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (view === 'days') onClose();
    else setView('days');
  };

  return (
    <div onKeyDown={onKeyDown} style={{ minWidth: 280 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        {view === 'days' ? (
          <Button
            type="text"
            aria-label={FORM_TEXT.previousMonth}
            onClick={() => showMonth(addMonths(shown, -1))}
          >
            ‹
          </Button>
        ) : (
          <span />
        )}
        <span id={titleId} aria-live="polite" style={visuallyHidden}>
          {view === 'days'
            ? formatMonthTitle(shown)
            : view === 'months'
              ? FORM_TEXT.chooseMonth
              : FORM_TEXT.chooseYear}
        </span>
        <Flex gap={4}>
          <Button
            type={view === 'months' ? 'default' : 'text'}
            aria-expanded={view === 'months'}
            onClick={() => setView(view === 'months' ? 'days' : 'months')}
          >
            {monthNames()[shown.month]}
          </Button>
          <Button
            type={view === 'years' ? 'default' : 'text'}
            aria-expanded={view === 'years'}
            onClick={() => setView(view === 'years' ? 'days' : 'years')}
          >
            {shown.year}
          </Button>
        </Flex>
        {view === 'days' ? (
          <Button type="text" aria-label={FORM_TEXT.nextMonth} onClick={() => showMonth(addMonths(shown, 1))}>
            ›
          </Button>
        ) : (
          <span />
        )}
      </Flex>
      {view === 'days' ? (
        <DaysView
          shown={shown}
          value={value}
          today={today}
          focused={focused}
          takeFocus={takeFocus}
          isSelectable={isSelectable}
          onFocusDate={focusDate}
          onSelect={onSelect}
          labelledBy={titleId}
        />
      ) : null}
      {view === 'months' ? (
        <MonthsView
          year={shown.year}
          selectedMonth={shown.month}
          range={range}
          labelledBy={titleId}
          onSelect={(month) => {
            showMonth({ year: shown.year, month });
            setView('days');
            setTakeFocus(true);
          }}
        />
      ) : null}
      {view === 'years' ? (
        <YearsView
          selectedYear={shown.year}
          range={range}
          labelledBy={titleId}
          onSelect={(year) => {
            showMonth({ year, month: shown.month });
            setView('months');
          }}
        />
      ) : null}
      {onClear ? (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Button size="small" onClick={onClear}>
            {FORM_TEXT.clearDate}
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}
