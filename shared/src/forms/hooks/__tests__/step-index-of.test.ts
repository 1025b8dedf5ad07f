import { stepIndexOf } from '../use-step-navigation';

describe('stepIndexOf', () => {
  const keys = ['keuze', 'persoonsgegevens', 'diplomas'];

  it("finds a step's place by its key", () => {
    expect(stepIndexOf(keys, 'persoonsgegevens')).toBe(1);
    expect(stepIndexOf(keys, 'diplomas')).toBe(2);
  });

  it('takes an unknown or absent step in the URL for the first, rather than showing nothing', () => {
    expect(stepIndexOf(keys, 'onbekend')).toBe(0);
    expect(stepIndexOf(keys, undefined)).toBe(0);
  });
});
