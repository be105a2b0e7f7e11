import type { FormRules } from '@corp/shared/forms';

/**
 * Spec §3 "Page-derived ids: 0 metalworking, 1 upstream, 2 process/downstream": the position in
 * the industry list an industry page selects.
 */
export const industryPositionByPageCode: Readonly<Record<string, number>> = {
  metalworking: 0,
  upstream: 1,
  'process-industries': 2,
  downstream: 2,
};

/** Spec §4: the ru digital industrial platform page selects this industry. */
export const DIGITAL_PLATFORM_INDUSTRY_RU = 'Нефть и газ';

/**
 * Spec §4 "Default industry" of an industry page (`/industries/<code>/`), the forms' rule
 * (`FormRules.industry`): metalworking, upstream and process/downstream pages select the 0th,
 * 1st, 2nd item; another industry page the item of its path; the ru digital industrial platform
 * page 'Нефть и газ'.
 */
export function industryFormRules(code: string): FormRules {
  const position = industryPositionByPageCode[code];
  return {
    industry: {
      ...(position === undefined ? { path: `/industries/${code}/` } : { position }),
      ...(code === 'digitalindustrialplatform'
        ? { name: { ru: DIGITAL_PLATFORM_INDUSTRY_RU } }
        : {}),
    },
  };
}
