import type { Database, FileStore } from '@corp/api/db';
import type { CaptchaOptions } from './captcha';
import type { LeadDropReason } from './honeypot';
import type { LeadContent } from './lead-content';
import type { Transaction } from './idempotency';

export interface LeadRoutesOptions {
  db: Database;
  content: LeadContent;
  /**
   * The clock that tells an upcoming webinar from an ended one (its registration page or its
   * recording): the content clock of the lists (`CONTENT_NOW`), the real time by default.
   */
  now?: () => Date;
  /** Where resume files go (the database by default), written in the lead's transaction. */
  files: FileStore;
  captcha: CaptchaOptions;
  /** Writes the lead's outbox rows inside its transaction. */
  enqueue: (tx: Transaction, leadId: string) => Promise<void>;
  /** Called once per lead stored (not for a replay): the metrics' count of accepted leads. */
  onAccepted?: (type: string) => void;
  /** Called once per submission dropped unstored (a filled honeypot): the metrics' count. */
  onDropped?: (reason: LeadDropReason) => void;
  /**
   * Whether `X-Forwarded-Host` names the site's host: only when every request has passed the
   * API credential (the web server's proxy sets it from the Host it validated). Otherwise the
   * request's own Host is used: in the web server's process it has already been matched
   * against the configured site hosts.
   */
  trustForwardedHost?: boolean;
}

/**
 * Each JSON endpoint's body limit (413 past it), from its longest legitimate body. Feedback:
 * seven texts of 255 characters, four of 100, the phone's 40, a comment of 4,000, a captcha
 * token of 4,096 and `customData`'s 30 entries of 64 + 1,000 make about 43,000 characters, some
 * 85 kB were every letter Cyrillic (two bytes in UTF-8); the forms send 1–2 kB. Subscribe: an
 * e-mail, a page and a captcha token, under 6 kB. Consent: a fingerprint and a list, under 1 kB.
 * No JSON body carries a file: the resume travels as multipart, bounded by its own limits.
 */
export const LEAD_BODY_LIMITS = {
  feedback: 128 * 1024,
  subscribe: 16 * 1024,
  consent: 4 * 1024,
} as const;
