import { assertStorableText, findUnstorableText } from './text-guard';

describe('text the database cannot store', () => {
  it.each([
    [{ firstName: '\u0000' }, 'firstName'],
    [{ comment: 'Great 👍'.slice(0, -1) }, 'comment'],
    [{ customData: { note: 'x\uDC00' } }, 'customData'],
    [{ list: ['ok', 'a\u0000'] }, 'list'],
    [{ 'bad\u0000key': 1 }, 'bad\u0000key'],
    ['\uD800', ''],
  ])('finds %j in field %j', (value, field) => {
    expect(findUnstorableText(value)).toBe(field);
  });

  it('passes ordinary text, emoji, Kazakh letters, numbers and nesting', () => {
    expect(
      findUnstorableText({ name: 'Әлия 👍', n: 4, nested: { list: ['қ', null, true] } }),
    ).toBeUndefined();
  });

  it('walks a deeply nested body without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText({ field: deep })).toBe('field');
  });

  it('throws the usual 400 naming the field', () => {
    expect(() => assertStorableText({ email: 'a\u0000@b.c' })).toThrow(
      expect.objectContaining({ statusCode: 400, fields: { email: 'wrong-value' } }),
    );
  });
});
