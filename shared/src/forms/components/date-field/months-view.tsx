/** The twelve months of a year to jump to; months without a selectable day are marked unavailable. */
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { monthHasSelectableDays, monthNames, type DateRange } from '../../utils/calendar';
import { gridStyle, unavailableStyle } from './calendar-styles';
import { focusWhenAttached } from './focus-when-attached';

export interface MonthsViewProps {
  year: number;
  selectedMonth: number;
  range: DateRange;
  onSelect: (month: number) => void;
  labelledBy: string;
}

export function MonthsView({ year, selectedMonth, range, onSelect, labelledBy }: MonthsViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusWhenAttached(ref.current, '[aria-pressed="true"]'), []);
  return (
    <div ref={ref} role="group" aria-labelledby={labelledBy} style={gridStyle(3)}>
      {monthNames().map((name, month) => {
        const available = monthHasSelectableDays({ year, month }, range);
        return (
          <Button
            key={name}
            type={month === selectedMonth ? 'primary' : 'text'}
            aria-pressed={month === selectedMonth}
            aria-disabled={!available || undefined}
            style={available ? undefined : unavailableStyle}
            onClick={() => available && onSelect(month)}
          >
            {name}
          </Button>
        );
      })}
    </div>
  );
}
