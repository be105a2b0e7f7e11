import { attachmentDisposition } from '@corp/api/core';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['one\ntwo', '"one\ntwo"'],
    ['one\r\ntwo', '"one\r\ntwo"'],
    // Values a spreadsheet would run stay exactly as stored: the CSV is for machines.
    ['+77912345678', '+77912345678'],
    ['-a@b.c', '-a@b.c'],
    ['=1+2', '=1+2'],
    ['@SUM(A1)', '@SUM(A1)'],
    ['\tx', '\tx'],
    ['\rx', '"\rx"'],
    ['=HYPERLINK("a","b")', '"=HYPERLINK(""a"",""b"")"'],
    [' padded ', ' padded '],
    ['Привет, мир', '"Привет, мир"'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes a JSON cell (customData) as RFC 4180 says, and nothing more', () => {
    expect(csvCell(JSON.stringify({ buttonId: 'hero', formula: '=1+1' }))).toBe(
      '"{""buttonId"":""hero"",""formula"":""=1+1""}"',
    );
    expect(csvCell('-1,x')).toBe('"-1,x"');
  });

  it('joins a record with commas and ends it with CRLF; dates in ISO 8601 UTC, numbers as digits', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
    expect(csvRow([new Date('2026-01-02T03:04:05.678Z'), 8, null, '-1'])).toBe(
      '2026-01-02T03:04:05.678Z,8,,-1\r\n',
    );
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition("CV (Анна) it's 100%.pdf")).toBe(
      `attachment; filename="CV (____) it's 100_.pdf"; filename*=UTF-8''CV%20%28%D0%90%D0%BD%D0%BD%D0%B0%29%20it%27s%20100%25.pdf`,
    );
  });

  it('drops path separators, control characters and broken UTF-16', () => {
    expect(attachmentDisposition('../a\\b\r\n"c".pdf')).toBe(
      `attachment; filename=".._a_b___c_.pdf"; filename*=UTF-8''.._a_b__%22c%22.pdf`,
    );
    expect(attachmentDisposition('x\uD800.pdf')).toBe(
      `attachment; filename="x_.pdf"; filename*=UTF-8''x%EF%BF%BD.pdf`,
    );
    expect(attachmentDisposition('   ')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });
});
