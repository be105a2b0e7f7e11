import { leadFiles, leads } from '@corp/api/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { verifyCaptcha } from './captcha';
import type { CheckedFile } from './files';
import { readIdempotencyKey, replayOf, requestHash } from './idempotency';
import type { StoredResponse, Transaction } from './idempotency';
import type { LeadRoutesOptions } from './lead-route-options';
import { leadEventOf, leadSiteOf } from './lead-site';

/** A route's answer, stored for replays; `replayed` when it was read back from the record. */
export type LeadAnswer = StoredResponse & { replayed: boolean };

/** The columns of a lead a route fills in; the site, event and request meta are added here. */
export interface NewLead {
  type: string;
  page: string;
  product: string;
  locale: string;
  email: string;
  fields: Record<string, unknown>;
}

/** A checked file on its way into the lead's transaction, with the names stored so far. */
export interface PendingFile {
  checked: CheckedFile;
  stored: string[];
}

export interface LeadStore {
  /**
   * Before a lead is stored: a replay of an earlier request with the same Idempotency-Key is
   * answered from the record (no captcha again); otherwise the captcha must pass.
   */
  admit(
    request: FastifyRequest,
    route: string,
    raw: unknown,
    captchaToken: string | undefined,
  ): Promise<{ key: string | undefined; hash: string; replay: LeadAnswer | undefined }>;
  /** Stores one lead, its optional file and its outbox rows in one transaction. */
  storeLead(
    tx: Transaction,
    request: FastifyRequest,
    lead: NewLead,
    file: PendingFile | undefined,
  ): Promise<string>;
  /**
   * Runs the lead's transaction with its file (if any) at hand; a file stored outside the
   * database is removed again when the transaction fails. Counts the lead once stored.
   */
  withFile(
    type: string,
    checked: CheckedFile | undefined,
    run: (file?: PendingFile) => Promise<LeadAnswer>,
  ): Promise<LeadAnswer>;
}

function leadMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

/** Sends a lead route's answer, never cached, marked when it is a replay. */
export function sendAnswer(reply: FastifyReply, stored: LeadAnswer) {
  reply.header('cache-control', 'no-store');
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(stored.statusCode).send(stored.body);
}

/** The admission, storage and counting every lead route shares. */
export function createLeadStore(options: LeadRoutesOptions): LeadStore {
  const { db } = options;

  async function admit(
    request: FastifyRequest,
    route: string,
    raw: unknown,
    captchaToken: string | undefined,
  ) {
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const hash = requestHash(raw);
    const stored = await replayOf(db, route, key, hash);
    if (stored) return { key, hash, replay: { ...stored, replayed: true } };
    await verifyCaptcha(options.captcha, captchaToken, request.ip, request.log);
    return { key, hash, replay: undefined };
  }

  async function storeLead(
    tx: Transaction,
    request: FastifyRequest,
    lead: NewLead,
    file: PendingFile | undefined,
  ): Promise<string> {
    const id = randomUUID();
    await tx.insert(leads).values({
      id,
      ...lead,
      site: leadSiteOf(request, options.trustForwardedHost),
      event: leadEventOf(lead.fields),
      meta: leadMeta(request),
    });
    if (file) {
      const storedName = await options.files.put(tx, file.checked.bytes, file.checked.extension);
      file.stored.push(storedName);
      await tx.insert(leadFiles).values({
        id: randomUUID(),
        leadId: id,
        originalName: file.checked.originalName,
        storedName,
        mimeType: file.checked.mimeType,
        size: file.checked.bytes.length,
      });
    }
    await options.enqueue(tx, id);
    return id;
  }

  async function withFile(
    type: string,
    checked: CheckedFile | undefined,
    run: (file?: PendingFile) => Promise<LeadAnswer>,
  ): Promise<LeadAnswer> {
    const file = checked ? { checked, stored: [] as string[] } : undefined;
    let result: LeadAnswer;
    try {
      result = await run(file);
    } catch (error) {
      for (const name of file?.stored ?? []) await options.files.discard(name);
      throw error;
    }
    if (!result.replayed && result.statusCode === 201) options.onAccepted?.(type);
    return result;
  }

  return { admit, storeLead, withFile };
}
