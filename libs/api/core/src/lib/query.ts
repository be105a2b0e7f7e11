import { z } from 'zod';

/** Query flags arrive as strings: `true`, `1`, `yes`, `on` are true; `false`, `0`, `no`, `off`, `` false. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', '1', 'yes', 'on', 'false', '0', 'no', 'off', ''])], {
    message: 'wrong-value',
  })
  .transform(
    (value) =>
      value === true || value === 'true' || value === '1' || value === 'yes' || value === 'on',
  )
  .optional();

export const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ message: 'wrong-value' })
    .int({ message: 'wrong-value' })
    .min(min, { message: 'wrong-value' })
    .max(max, { message: 'wrong-value' })
    .optional();

/** `limit` and `page` of every list (page counts from 1). */
export const pagingQuery = {
  limit: queryInt(1, 100),
  page: queryInt(1, 100_000),
};

export function paginate<T>(items: readonly T[], page: number, limit: number) {
  const start = (page - 1) * limit;
  return items.slice(start, start + limit);
}
