import { z } from 'zod/mini';
import { describeIssues, reads } from './response';

describe('reads', () => {
  const reader = reads(
    z.strictObject({ id: z.number(), code: z.enum(['a', 'b']) }),
    (body) => body.id,
  );

  it('gives the part the caller reads', async () => {
    expect(await reader['~standard'].validate({ id: 7, code: 'a' })).toEqual({ value: 7 });
  });

  it('says where a response left its contract in zod’s English words, though zod/mini loads no locale', async () => {
    const result = await reader['~standard'].validate({ id: 'seven', code: 'c', extra: 1 });
    expect(describeIssues(result.issues ?? [])).toBe(
      'id: Invalid input: expected number, received string; code: Invalid option: expected one of "a"|"b"; Unrecognized key: "extra"',
    );
  });
});
