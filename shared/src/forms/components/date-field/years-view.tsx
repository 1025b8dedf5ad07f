/** A page of 20 years to jump to, with buttons to the previous and next 20 years. */
import { Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { YEARS_PER_PAGE } from '@portal/shared/options';
import { FORM_TEXT } from '../../messages';
import { yearHasSelectableDays, yearsPage, type DateRange } from '../../utils/calendar';
import { gridStyle, unavailableStyle } from './calendar-styles';
import { focusWhenAttached } from './focus-when-attached';

export interface YearsViewProps {
  selectedYear: number;
  range: DateRange;
  onSelect: (year: number) => void;
  labelledBy: string;
}

export function YearsView({ selectedYear, range, onSelect, labelledBy }: YearsViewProps) {
  const [pageYear, setPageYear] = useState(selectedYear);
  const years = yearsPage(pageYear);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusWhenAttached(ref.current, '[aria-pressed="true"]'), []);
  const first = years[0] ?? pageYear;
  const last = years[years.length - 1] ?? pageYear;
  return (
    <div>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Button
          type="text"
          aria-label={FORM_TEXT.previousYears(YEARS_PER_PAGE)}
          onClick={() => setPageYear(pageYear - YEARS_PER_PAGE)}
        >
          ‹
        </Button>
        <span aria-live="polite">
          {first} – {last}
        </span>
        <Button
          type="text"
          aria-label={FORM_TEXT.nextYears(YEARS_PER_PAGE)}
          onClick={() => setPageYear(pageYear + YEARS_PER_PAGE)}
        >
          ›
        </Button>
      </Flex>
      <div ref={ref} role="group" aria-labelledby={labelledBy} style={gridStyle(4)}>
        {years.map((year) => {
          const available = yearHasSelectableDays(year, range);
          return (
            <Button
              key={year}
              type={year === selectedYear ? 'primary' : 'text'}
              aria-pressed={year === selectedYear}
              aria-disabled={!available || undefined}
              style={available ? undefined : unavailableStyle}
              onClick={() => available && onSelect(year)}
            >
              {year}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
