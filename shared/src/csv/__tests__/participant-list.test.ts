import { parseParticipantList, PARTICIPANT_LIST_TOO_LARGE } from '../participant-list';

describe('parseParticipantList', () => {
  it('reads tab separated rows from Excel with a header', () => {
    const result = parseParticipantList('Registratienummer\tAchternaam\n100001\tVries\n100002\tJansen\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, registrationNumber: '100001', lastName: 'Vries', valid: true },
        { line: 3, registrationNumber: '100002', lastName: 'Jansen', valid: true },
      ],
    });
  });

  it('reads ; separated rows without a header and marks broken lines with their number', () => {
    const result = parseParticipantList('100001;de Vries\r\n\r\nabc;Jansen\n100003\n');
    expect(result.ok && result.rows).toEqual([
      { line: 1, registrationNumber: '100001', lastName: 'de Vries', valid: true },
      { line: 3, registrationNumber: 'abc', lastName: 'Jansen', valid: false },
      { line: 4, registrationNumber: '100003', lastName: '', valid: false },
    ]);
  });

  it('refuses more than 5,000 rows', () => {
    const text = Array.from({ length: 5001 }, (_, i) => `${100000 + i};Naam`).join('\n');
    expect(parseParticipantList(text)).toEqual({ ok: false, message: PARTICIPANT_LIST_TOO_LARGE });
  });

  it('refuses more than 1 MB', () => {
    expect(parseParticipantList(`1;${'x'.repeat(1024 * 1024)}`)).toEqual({
      ok: false,
      message: PARTICIPANT_LIST_TOO_LARGE,
    });
  });
});
