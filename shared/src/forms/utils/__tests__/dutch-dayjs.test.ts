import dayjs from 'dayjs';
import { dutchDayjs } from '../dutch-dayjs';

describe('Dutch dayjs', () => {
  it('starts weeks on Monday and names days and months in Dutch', () => {
    expect(dutchDayjs('2024-05-15').startOf('week').format('dddd DD-MM-YYYY')).toBe('maandag 13-05-2024');
    expect(dutchDayjs('2024-01-01').format('MMMM')).toBe('januari');
  });

  it('leaves the shared dayjs singleton in its own locale', () => {
    const before = dayjs.locale();
    dutchDayjs('2024-05-15');
    expect(dayjs.locale()).toBe(before);
  });
});
