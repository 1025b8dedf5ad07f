import { readListState, writeListState, type ListStateOptions } from '../list-url-state';

const OPTIONS: ListStateOptions<'date'> = {
  sorts: ['date'],
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { soort: ['expired'], van: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) },
};

describe('a list filter of free values', () => {
  it('keeps a value its test accepts and drops one it refuses, beside the listed ones', () => {
    const state = readListState(new URLSearchParams('soort=expired&van=2026-03-01'), OPTIONS);
    expect(state.filters).toEqual({ soort: 'expired', van: '2026-03-01' });
    expect(writeListState(state, OPTIONS).toString()).toBe('soort=expired&van=2026-03-01');
    expect(readListState(new URLSearchParams('soort=nee&van=gisteren'), OPTIONS).filters).toEqual({
      soort: '',
      van: '',
    });
  });
});
