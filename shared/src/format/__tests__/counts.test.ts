import { countForm, countText } from '..';

const INVOICES = { one: 'factuur staat open', other: 'facturen staan open' };

describe('countText', () => {
  it.each<[number, string]>([
    [0, '0 facturen staan open'],
    [1, '1 factuur staat open'],
    [2, '2 facturen staan open'],
    [1.5, '1,5 facturen staan open'],
    [1250, '1.250 facturen staan open'],
  ])('%p -> %p', (count, expected) => {
    expect(countText(count, INVOICES)).toBe(expected);
  });
});

describe('countForm', () => {
  it('gives the singular for exactly one, also below zero', () => {
    expect(countForm(1, INVOICES)).toBe('factuur staat open');
    expect(countForm(-1, INVOICES)).toBe('factuur staat open');
  });

  it('gives the plural for none and for more than one', () => {
    expect(countForm(0, INVOICES)).toBe('facturen staan open');
    expect(countForm(3, INVOICES)).toBe('facturen staan open');
  });
});
