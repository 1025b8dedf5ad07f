import { ARRAY_ERROR, FORM_ERROR, getIn } from 'final-form';
import { errorMessages, toSubmissionErrors } from '../submission-errors';

describe('toSubmissionErrors', () => {
  it('nests flat field paths the way final-form reads them', () => {
    const nested = toSubmissionErrors(
      { email: ['Verplicht.'], 'diplomas.1.date': ['Ongeldig.', 'Te laat.'] },
      'Fout',
    );
    expect(errorMessages(getIn(nested, 'email'))).toEqual(['Verplicht.']);
    expect(errorMessages(getIn(nested, 'diplomas.1.date'))).toEqual(['Ongeldig.', 'Te laat.']);
    expect(getIn(nested, 'diplomas.0')).toBeUndefined();
    expect(nested[FORM_ERROR]).toBe('Fout');
  });

  it("keeps a list field's own messages beside those of its items", () => {
    const nested = toSubmissionErrors({
      medias: ['Voeg een bestand toe.'],
      'medias.0.filename': ['Te lang.'],
    });
    const medias = getIn(nested, 'medias') as Record<string, unknown>;
    expect(medias[ARRAY_ERROR]).toEqual(['Voeg een bestand toe.']);
    expect(errorMessages(medias)).toEqual(['Voeg een bestand toe.']);
    expect(errorMessages(getIn(nested, 'medias.0.filename'))).toEqual(['Te lang.']);
  });

  it('reads strings and nothing', () => {
    expect(errorMessages('Fout.')).toEqual(['Fout.']);
    expect(errorMessages(undefined)).toEqual([]);
    expect(errorMessages({ street: ['x'] })).toEqual([]);
  });
});
