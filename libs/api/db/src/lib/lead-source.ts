/**
 * Where a lead was left, in marketing automation's words (spec §7 "Marketing-automation calls":
 * path `/footer/form` from the footer and contacts forms, path `/modal/form` from the modals).
 */
export const leadSources = ['footer/form', 'modal/form'] as const;
export type LeadSource = (typeof leadSources)[number];

/**
 * The source of a lead, from its `type` alone (a `leads` row needs no column for it):
 * - `contact` is what the footer form and the contacts-page form send → `footer/form`;
 * - every other feedback type (request, news, event, brochure, brochure-ext, brochure-popup,
 *   demo, webinar-popup) comes from a dialog, and so do the resume (send-resume-hr) and the
 *   subscription (newsletter) → `modal/form`.
 */
export function leadSource(type: string): LeadSource {
  return type === 'contact' ? 'footer/form' : 'modal/form';
}
