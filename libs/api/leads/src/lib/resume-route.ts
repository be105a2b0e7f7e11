import { HttpError, jsonSchemaOf, parseOr400 } from '@corp/api/core';
import { localeField, MAX_FILE_BYTES, resumeRequestSchema } from '@corp/shared/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkDocument } from './files';
import { answerTrapped, takeHoneypot } from './honeypot';
import { runOnce } from './idempotency';
import { industryOfLead } from './lead-content';
import type { LeadRoutesOptions } from './lead-route-options';
import { sendAnswer } from './lead-store';
import type { LeadStore } from './lead-store';
import { readResumeParts } from './resume-parts';

/** `feedback-resume`: the HR page's resume, posted as multipart with one file. */
export async function registerResumeRoute(
  app: FastifyInstance,
  options: LeadRoutesOptions,
  store: LeadStore,
): Promise<void> {
  const { db } = options;
  const { admit, storeLead, withFile } = store;

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
        if (replay) return sendAnswer(reply, replay);
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
        return sendAnswer(reply, stored);
      },
    );
  });
}
