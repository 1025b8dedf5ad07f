import { DIRECT_DEBIT_MANDATE_RULES, MESSAGES, validate } from '..';

describe('the iban rule', () => {
  it.each([
    'NL91ABNA0417164300',
    'nl91 abna 0417 1643 00',
    'BE68539007547034',
    'DE89 3704 0044 0532 0130 00',
  ])('accepts %s', (iban) => {
    expect(validate({ iban }, { iban: 'iban' })).toEqual({});
  });

  it.each(['NL91ABNA0417164301', 'NL91ABNA041716430', 'XX00', '12345', 'NL91-ABNA'])('refuses %s', (iban) => {
    expect(validate({ iban }, { iban: 'iban' })).toEqual({ iban: [MESSAGES.iban] });
  });
});

describe('the direct-debit mandate rules', () => {
  it('need a holder, a valid IBAN and the ticked consent box', () => {
    expect(
      validate({ accountHolder: '', iban: 'NL00ABNA0000000000', consent: false }, DIRECT_DEBIT_MANDATE_RULES),
    ).toEqual({
      accountHolder: [MESSAGES.required],
      iban: ['Dit is geen geldig IBAN-rekeningnummer.'],
      consent: [MESSAGES.accepted],
    });
    expect(
      validate(
        { accountHolder: 'S. de Vries', iban: 'NL91ABNA0417164300', consent: 1 },
        DIRECT_DEBIT_MANDATE_RULES,
      ),
    ).toEqual({});
  });
});
