import {
  assertStorableText,
  describeWithZod,
  HttpError,
  jsonSchemaOf,
  parseOr400,
} from '@corp/api/core';
import { consentRecords, leadFiles, leads } from '@corp/api/db';
import type { Database, FileStore } from '@corp/api/db';
import {
  feedbackRequestSchema,
  feedbackResultSchema,
  fingerprintRequestSchema,
  localeField,
  MAX_FILE_BYTES,
  resumeRequestSchema,
  subscribeRequestSchema,
} from '@corp/shared/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { verifyCaptcha } from './captcha';
import type { CaptchaOptions } from './captcha';
import { answerTrapped, takeHoneypot } from './honeypot';
import type { LeadDropReason } from './honeypot';
import { checkDocument } from './files';
import { leadEventOf, leadSiteOf } from './lead-site';
import { feedbackLinks, industryOfLead } from './lead-content';
import type { LeadContent } from './lead-content';
import type { CheckedFile } from './files';
import { readIdempotencyKey, replayOf, requestHash, runOnce } from './idempotency';
import type { StoredResponse, Transaction } from './idempotency';

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

/** Stored as the fingerprint when the browser sent none (spec §4: a placeholder on the server). */
export const SERVER_FINGERPRINT_PLACEHOLDER = 'server-unknown';

const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/;

/**
 * The host name a consent was given on: the (validated) Host without port or brackets,
 * lower-case, or '' when it is not a well-formed host name.
 */
export function consentHostOf(request: FastifyRequest, trustForwardedHost = false): string {
  const forwarded = request.headers['x-forwarded-host'];
  const header =
    trustForwardedHost && typeof forwarded === 'string' && forwarded
      ? forwarded.split(',')[0]
      : request.headers.host;
  let host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? '' : host.slice(1, end);
    return IPV6.test(host) && host.includes(':') ? host : '';
  }
  if (host.split(':').length === 2) host = host.slice(0, host.indexOf(':'));
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.length <= 253 && HOST_NAME.test(host) ? host : '';
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

function requireJson(request: FastifyRequest): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'Send the body as application/json', 'unsupported_media_type');
  }
}

/** A JSON body (else 415) with the locale from the body or, failing that, the query. */
function jsonBodyWithLocale(request: FastifyRequest): Record<string, unknown> {
  requireJson(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { ...body, locale: body['locale'] ?? (request.query as { locale?: unknown }).locale };
}

function leadMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

function send(reply: FastifyReply, stored: StoredResponse & { replayed: boolean }) {
  reply.header('cache-control', 'no-store');
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(stored.statusCode).send(stored.body);
}

/** `feedback`, `feedback-resume`, `subscribe` and `save-fingerprint`: every lead of spec §7. */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  const { db } = options;
  const now = options.now ?? (() => new Date());

  /**
   * Before a lead is stored: a replay of an earlier request with the same Idempotency-Key is
   * answered from the record (no captcha again); otherwise the captcha must pass.
   */
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

  /** Stores one lead, its optional file and its outbox rows in one transaction. */
  async function storeLead(
    tx: Transaction,
    request: FastifyRequest,
    lead: {
      type: string;
      page: string;
      product: string;
      locale: string;
      email: string;
      fields: Record<string, unknown>;
    },
    file: { checked: CheckedFile; stored: string[] } | undefined,
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

  /**
   * Runs the lead's transaction with its file (if any) at hand; a file stored outside the
   * database is removed again when the transaction fails. Counts the lead once stored.
   */
  async function withFile(
    type: string,
    checked: CheckedFile | undefined,
    run: (file?: {
      checked: CheckedFile;
      stored: string[];
    }) => Promise<StoredResponse & { replayed: boolean }>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const file = checked ? { checked, stored: [] as string[] } : undefined;
    let result: StoredResponse & { replayed: boolean };
    try {
      result = await run(file);
    } catch (error) {
      for (const name of file?.stored ?? []) await options.files.discard(name);
      throw error;
    }
    if (!result.replayed && result.statusCode === 201) options.onAccepted?.(type);
    return result;
  }

  app.post(
    '/feedback/',
    {
      bodyLimit: LEAD_BODY_LIMITS.feedback,
      schema: {
        tags: ['leads'],
        summary:
          'A lead from a form: contact, request, news, event, brochure, brochure-ext, brochure-popup, demo, webinar-popup',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', maxLength: 200 } },
        },
        body: jsonSchemaOf(feedbackRequestSchema),
        response: {
          201: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: jsonSchemaOf(feedbackResultSchema, 'output'),
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { body: raw, trapped } = takeHoneypot(jsonBodyWithLocale(request));
      if (trapped) return answerTrapped(request, reply, options.onDropped);
      const body = parseOr400(feedbackRequestSchema, raw, 'request');
      const { key, hash, replay } = await admit(request, 'feedback', raw, body.captchaToken);
      if (replay) return send(reply, replay);
      // Content is read before the transaction: PGlite has a single connection.
      const links = await feedbackLinks(options.content, body, now());
      const industry = await industryOfLead(options.content, body.locale, body.industry);
      const { captchaToken: _captcha, ...fields } = body;
      const stored = await withFile(body.type, undefined, (file) =>
        runOnce(db, 'feedback', key, hash, async (tx) => {
          const id = await storeLead(
            tx,
            request,
            {
              type: body.type,
              page: body.page,
              product: body.product,
              locale: body.locale,
              email: body.email,
              fields: { ...fields, ...industry },
            },
            file,
          );
          const data = z.parse(feedbackResultSchema, { id, ...links });
          return { statusCode: 201, body: { success: true, data } };
        }),
      );
      return send(reply, stored);
    },
  );

  app.post(
    '/subscribe/',
    {
      bodyLimit: LEAD_BODY_LIMITS.subscribe,
      schema: {
        tags: ['leads'],
        summary: 'E-mail subscription',
        body: jsonSchemaOf(subscribeRequestSchema),
      },
    },
    async (request, reply) => {
      const { body: raw, trapped } = takeHoneypot(jsonBodyWithLocale(request));
      if (trapped) return answerTrapped(request, reply, options.onDropped);
      const body = parseOr400(subscribeRequestSchema, raw, 'request');
      const { key, hash, replay } = await admit(request, 'subscribe', raw, body.captchaToken);
      if (replay) return send(reply, replay);
      const { captchaToken: _captcha, ...fields } = body;
      const stored = await withFile('subscribe', undefined, () =>
        runOnce(db, 'subscribe', key, hash, async (tx) => {
          const id = await storeLead(
            tx,
            request,
            {
              type: 'subscribe',
              page: body.page ?? '',
              product: '',
              locale: body.locale,
              email: body.email,
              fields,
            },
            undefined,
          );
          return { statusCode: 201, body: { success: true, data: { id } } };
        }),
      );
      return send(reply, stored);
    },
  );

  app.post(
    '/save-fingerprint/',
    {
      bodyLimit: LEAD_BODY_LIMITS.consent,
      schema: {
        tags: ['consent'],
        summary: 'Cookie consent: fingerprint and the allowed categories',
        body: jsonSchemaOf(fingerprintRequestSchema),
      },
    },
    async (request, reply) => {
      const raw = jsonBodyWithLocale(request);
      const body = parseOr400(fingerprintRequestSchema, raw, 'request');
      await db.insert(consentRecords).values({
        // A browser whose fingerprint library failed still records the choice (spec §4).
        fingerprint: body.fingerprint || SERVER_FINGERPRINT_PLACEHOLDER,
        cookieList: body.cookieList,
        host: consentHostOf(request, options.trustForwardedHost),
        locale: body.locale,
      });
      return reply.code(201).header('cache-control', 'no-store').send({ success: true });
    },
  );

  // The resume form posts multipart; the parser lives only in this context.
  await app.register(async (resume) => {
    await resume.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 20, fieldSize: 8 * 1024, parts: 25 },
      throwFileSizeLimit: true,
    });
    const resumeQuery = z.object({ locale: localeField });
    resume.post(
      '/feedback-resume/',
      {
        schema: {
          tags: ['leads'],
          summary:
            'A resume from the HR page: multipart name, position, email, phone, comment, captchaToken and one file (pdf, doc, docx, pptx ≤ 10 MB); locale in the query',
          querystring: jsonSchemaOf(resumeQuery),
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new HttpError(
            415,
            'Send the resume as multipart/form-data',
            'unsupported_media_type',
          );
        const { locale } = parseOr400(resumeQuery, request.query, 'query');
        const parts = await readResumeParts(request);
        const { body: fields, trapped } = takeHoneypot(parts.fields);
        if (trapped) return answerTrapped(request, reply, options.onDropped);
        const file = parts.file;
        const body = parseOr400(resumeRequestSchema, fields, 'request');
        if (!file)
          throw new HttpError(400, 'Invalid request', 'validation_failed', { file: 'required' });
        const raw = {
          ...fields,
          locale,
          // The file's bytes hashed as bytes: linear time, no copy.
          file: { name: file.name, sha256: file.sha256 },
        };
        const { key, hash, replay } = await admit(
          request,
          'feedback-resume',
          raw,
          body.captchaToken,
        );
        if (replay) return send(reply, replay);
        const checked = await checkDocument(file.name, file.bytes);
        const industry = await industryOfLead(options.content, locale, body.industry);
        const { captchaToken: _captcha, ...leadFields } = body;
        const stored = await withFile('resume', checked, (stored) =>
          runOnce(db, 'feedback-resume', key, hash, async (tx) => {
            const id = await storeLead(
              tx,
              request,
              {
                type: 'resume',
                page: '/about/hr/',
                product: '',
                locale,
                email: body.email,
                fields: { ...leadFields, ...industry, file: checked.originalName },
              },
              stored,
            );
            return { statusCode: 201, body: { success: true, data: { id } } };
          }),
        );
        return send(reply, stored);
      },
    );
  });
};

/**
 * The resume form's multipart parts: its text fields (each once, storable text) and exactly one
 * file in the field `file`. A truncated body, a wrong boundary or any other framing error is a
 * 400, never a 500.
 */
async function readResumeParts(request: FastifyRequest): Promise<{
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer; sha256: string } | undefined;
}> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer; sha256: string } | undefined;
  try {
    for await (const part of request.parts()) {
      assertStorableText(part.fieldname, 'request');
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new HttpError(
            400,
            'Send exactly one file, in the field "file"',
            'validation_failed',
            { file: 'wrong-file' },
          );
        }
        assertStorableText({ file: part.filename }, 'request');
        // Hashed as its chunks arrive: linear, and no long pause once the upload ends.
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          hash.update(chunk);
          chunks.push(chunk);
        }
        if (part.file.truncated)
          throw new HttpError(413, 'File is larger than 10 MB', 'payload_too_large', {
            file: 'wrong-file',
          });
        file = { name: part.filename, bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
      } else if (typeof part.value === 'string') {
        if (part.fieldname in fields)
          throw new HttpError(400, 'Invalid request', 'validation_failed', {
            [part.fieldname]: 'wrong-value',
          });
        assertStorableText({ [part.fieldname]: part.value }, 'request');
        // Bytes that are not UTF-8 reach us as U+FFFD (busboy decodes leniently), as does half an
        // emoji from a browser: refused like the JSON bodies' broken text, never stored as is.
        if (part.value.includes('\uFFFD'))
          throw new HttpError(400, 'Invalid request: text that is not UTF-8', 'validation_failed', {
            [part.fieldname]: 'wrong-value',
          });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500))
      throw error;
    throw new HttpError(400, 'Malformed multipart body', 'bad_request');
  }
  return { fields, file };
}
