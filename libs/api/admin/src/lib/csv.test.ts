import { attachmentDisposition } from './content-disposition';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['one\ntwo', '"one\ntwo"'],
    ['one\r\ntwo', '"one\r\ntwo"'],
    ['=1+2', "'=1+2"],
    ['+7 900', "'+7 900"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
    ['a=b', 'a=b'],
    ['Привет, мир', '"Привет, мир"'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes a JSON cell (customData) without a formula prefix, and defuses one that starts like a formula', () => {
    expect(csvCell(JSON.stringify({ buttonId: 'hero', formula: '=1+1' }))).toBe(
      '"{""buttonId"":""hero"",""formula"":""=1+1""}"',
    );
    expect(csvCell('-1,x')).toBe(`"'-1,x"`);
  });

  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
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
