import { pagerItems } from '../pager';

describe('pagerItems', () => {
  it('offers every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('offers the first, the last and the neighbours of the current page, a gap between them', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows the one page a gap would stand for', () => {
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});
