import { HttpError } from '@corp/api/core';
import { marketingLocaleOf, webinarEndsAt } from '@corp/shared/contracts';
import type { ApiLocale, FeedbackRequest, FeedbackResult } from '@corp/shared/contracts';

/** Reads content the leads need (the requested brochure, demo, webinar or event; industries). */
export interface LeadContent {
  get(kind: string, locale: ApiLocale, key: string): Promise<Record<string, unknown> | undefined>;
}

const refused = (field: string) =>
  new HttpError(400, 'Invalid request', 'validation_failed', { [field]: 'wrong-value' });

const pick = (source: unknown, fields: readonly string[]) => {
  const result: Record<string, string> = {};
  if (!source || typeof source !== 'object') return result;
  for (const field of fields) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === 'string' && value) result[field] = value;
  }
  return result;
};

/**
 * A watch-webinar lead's answer (spec §4 "webinar-popup: saves the password … and link plus
 * externalLink"): a webinar that has ended gives its recording, the link and, when it has one,
 * its password; an upcoming one its registration page. An ended webinar without a recording has
 * nothing to watch and is refused like an unknown one (the content keeps a recording on every
 * webinar its archives list, see `webinarsItemSchema`).
 */
function webinarLinks(webinar: Record<string, unknown>, now: Date): Omit<FeedbackResult, 'id'> {
  const ended = webinarEndsAt(webinar as never) <= now.getTime();
  if (!ended) return pick(webinar, ['externalLink']);
  const recording = pick(webinar['recording'], ['link', 'password']);
  if (!recording['link']) throw refused('event');
  return { externalLink: recording['link'], ...pick(recording, ['password']) };
}

/**
 * What a feedback call returns for its type (spec §3, §4): the requested product's brochure or
 * demo links, the webinar's recording or registration page. An event sign-up returns nothing
 * but must name an event whose registration is open.
 */
export async function feedbackLinks(
  content: LeadContent,
  body: FeedbackRequest,
  now: Date,
): Promise<Omit<FeedbackResult, 'id'>> {
  const locale = body.locale;
  if (
    body.type === 'brochure' ||
    body.type === 'brochure-ext' ||
    body.type === 'brochure-popup' ||
    body.type === 'demo'
  ) {
    const product = await content.get('products', locale, body.product);
    if (!product) throw refused('product');
    const links = body.type === 'demo' ? product['demo'] : product['brochure'];
    return pick(links, [
      'downloadLink',
      'filename',
      'extendedUri',
      'howItWorkFileLink',
      'howItWorkFileName',
      'externalLink',
    ]);
  }
  if (body.type === 'webinar-popup') {
    const webinar = await content.get('webinars', locale, body.event ?? '');
    if (!webinar) throw refused('event');
    return webinarLinks(webinar, now);
  }
  if (body.type === 'event') {
    // A sign-up needs an event that takes them: unknown, or `registrationOpen: false` (closed or
    // over), is refused like any other wrong value.
    const event = await content.get('events', locale, body.event ?? '');
    if (!event || event['registrationOpen'] !== true) throw refused('event');
  }
  return {};
}

/**
 * One rule for the industry of every lead (contact forms, dialogs, resumes): the form sends the
 * chosen industry's id (spec §3 "the chosen industry id"), and the API names it from its content
 * in the language marketing automation reads (spec §4, §7: a Kazakh lead's industry in
 * Russian), so the stored lead carries `industry` (the id) and `industryName`. An id the list
 * does not have is refused (400, `fields.industry`); no industry (an optional one), no name.
 */
export async function industryOfLead(
  content: LeadContent,
  locale: ApiLocale,
  industry: string | undefined,
): Promise<{ industryName?: string }> {
  if (industry === undefined || industry === '') return {};
  const item = await content.get('industries', marketingLocaleOf(locale), industry);
  const name = item?.['name'];
  if (typeof name !== 'string' || name === '') throw refused('industry');
  return { industryName: name };
}
