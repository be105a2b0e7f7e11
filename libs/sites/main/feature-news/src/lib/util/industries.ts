import type { ServedIndustry } from '@corp/shared/contracts';

/** Industry id → name, from `GET /industry/` (an empty map when the call failed). */
export function industryNames(industries: readonly ServedIndustry[]): Record<number, string> {
  return Object.fromEntries(industries.map((industry) => [industry.id, industry.name]));
}
