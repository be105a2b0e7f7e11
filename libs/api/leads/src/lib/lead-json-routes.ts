import { jsonSchemaOf, parseOr400 } from '@corp/api/core';
import {
  feedbackRequestSchema,
  feedbackResultSchema,
  subscribeRequestSchema,
} from '@corp/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerTrapped, takeHoneypot } from './honeypot';
import { runOnce } from './idempotency';
import { jsonBodyWithLocale } from './json-body';
import { feedbackLinks, industryOfLead } from './lead-content';
import { LEAD_BODY_LIMITS } from './lead-route-options';
import type { LeadRoutesOptions } from './lead-route-options';
import { sendAnswer } from './lead-store';
import type { LeadStore } from './lead-store';

/** `feedback` and `subscribe`: the leads that arrive as a JSON body. */
export function registerJsonLeadRoutes(
  app: FastifyInstance,
  options: LeadRoutesOptions,
  store: LeadStore,
): void {
  const { db } = options;
  const { admit, storeLead, withFile } = store;
  const now = options.now ?? (() => new Date());

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
      if (replay) return sendAnswer(reply, replay);
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
      return sendAnswer(reply, stored);
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
      if (replay) return sendAnswer(reply, replay);
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
      return sendAnswer(reply, stored);
    },
  );
}
