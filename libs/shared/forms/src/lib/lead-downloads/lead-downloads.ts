import type { FeedbackResult, FeedbackType } from '@corp/shared/contracts';
import type { SuccessModalData } from '@corp/shared/modals';
import { z } from 'zod/mini';

/**
 * Spec §4 "Feedback success by request type": what a lead's success leaves in the browser for
 * the next visit, in localStorage (read only in the browser; the server renders as if empty).
 */
export const LEAD_DOWNLOADS_KEY = 'corp.leadDownloads';

const text = z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined);
const customDataSchema = z.catch(
  z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  undefined,
);

/** The link set of a brochure's feedback response. */
const linksSchema = z.object({
  link: text,
  filename: text,
  extendedUri: text,
  howItWorkFileLink: text,
  howItWorkFileName: text,
  externalLink: text,
});
export type DownloadLinks = z.infer<typeof linksSchema>;

const brochureSchema = z.object({
  filled: z.catch(z.boolean(), false),
  customData: customDataSchema,
  links: z.catch(linksSchema, {}),
});
export type SavedBrochure = z.infer<typeof brochureSchema>;

const webinarSchema = z.object({
  filled: z.catch(z.boolean(), false),
  password: text,
  customData: customDataSchema,
  link: text,
  externalLink: text,
});
export type SavedWebinar = z.infer<typeof webinarSchema>;

const stateSchema = z.object({
  /** brochure-ext and brochure-popup, by product code. */
  brochures: z.catch(z.record(z.string(), brochureSchema), {}),
  /** webinar-popup, by webinar code. */
  webinars: z.catch(z.record(z.string(), webinarSchema), {}),
  /** demo, brochure, news and event: only the last link and file name. */
  last: z.catch(z.optional(z.object({ link: text, filename: text })), undefined),
});
export type LeadDownloads = z.infer<typeof stateSchema>;

export const emptyLeadDownloads: LeadDownloads = Object.freeze({ brochures: {}, webinars: {} });

/** What a success is about: the dialog's product, event and custom data. */
export interface LeadTarget {
  product?: string;
  event?: string;
  customData?: Readonly<Record<string, string | number | boolean | null>>;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function parseLeadDownloads(json: string | null | undefined): LeadDownloads {
  if (!json) return emptyLeadDownloads;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : emptyLeadDownloads;
  } catch {
    return emptyLeadDownloads;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; state: LeadDownloads } | undefined;

/** The saved state; the same object while the stored text is the same. */
export function readLeadDownloads(): LeadDownloads {
  const raw = storage()?.getItem(LEAD_DOWNLOADS_KEY) ?? null;
  if (cache?.raw !== raw) cache = { raw, state: parseLeadDownloads(raw) };
  return cache.state;
}

function writeLeadDownloads(state: LeadDownloads): void {
  try {
    storage()?.setItem(LEAD_DOWNLOADS_KEY, JSON.stringify(state));
  } catch {
    // A full or refused storage only loses the shortcut; the form still works.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeLeadDownloads(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LEAD_DOWNLOADS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const defined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** The links a feedback response carries. */
export function linksOf(result: FeedbackResult): DownloadLinks {
  return defined({
    link: result.downloadLink,
    filename: result.filename,
    extendedUri: result.extendedUri,
    howItWorkFileLink: result.howItWorkFileLink,
    howItWorkFileName: result.howItWorkFileName,
    externalLink: result.externalLink,
  });
}

/** Spec §4 "Feedback success by request type", applied to the saved state. */
export function leadDownloadsAfter(
  state: LeadDownloads,
  type: FeedbackType,
  target: LeadTarget,
  result: FeedbackResult,
): LeadDownloads {
  switch (type) {
    case 'brochure-ext':
    case 'brochure-popup':
      if (!target.product) return state;
      return {
        ...state,
        brochures: {
          ...state.brochures,
          [target.product]: defined({
            filled: true,
            customData: target.customData ? { ...target.customData } : undefined,
            links: linksOf(result),
          }),
        },
      };
    case 'webinar-popup':
      if (!target.event) return state;
      return {
        ...state,
        webinars: {
          ...state.webinars,
          [target.event]: defined({
            filled: true,
            password: result.password,
            customData: target.customData ? { ...target.customData } : undefined,
            link: result.downloadLink,
            externalLink: result.externalLink,
          }),
        },
      };
    case 'demo':
    case 'brochure':
    case 'news':
    case 'event':
      return { ...state, last: defined({ link: result.downloadLink, filename: result.filename }) };
    default:
      return state;
  }
}

/** Saves what a successful lead of `type` leaves (spec §4). */
export function recordLeadSuccess(
  type: FeedbackType,
  target: LeadTarget,
  result: FeedbackResult,
): LeadDownloads {
  const next = leadDownloadsAfter(readLeadDownloads(), type, target, result);
  if (next !== readLeadDownloads()) writeLeadDownloads(next);
  return next;
}

/** Forgets everything saved (tests, a visitor's reset). */
export function clearLeadDownloads(): void {
  try {
    storage()?.removeItem(LEAD_DOWNLOADS_KEY);
  } catch {
    // Nothing to forget.
  }
  listeners.forEach((listener) => listener());
}

/** The success modal's data of a feedback response: its download, or its webinar password. */
export function successDataOf(result: FeedbackResult): SuccessModalData {
  return defined({
    link: result.downloadLink,
    filename: result.filename,
    password: result.password,
    externalLink: result.externalLink,
    onlyText: result.downloadLink || result.password ? undefined : true,
  });
}

/** The success modal's data of a brochure saved earlier. */
export function successDataOfSaved(saved: SavedBrochure): SuccessModalData {
  return defined({
    link: saved.links.link,
    filename: saved.links.filename,
    externalLink: saved.links.externalLink,
    onlyText: saved.links.link ? undefined : true,
  });
}
