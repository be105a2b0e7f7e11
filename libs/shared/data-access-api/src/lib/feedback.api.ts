import { feedbackResponseSchema, leadCreatedResponseSchema } from '@corp/shared/contracts';
import type { FeedbackRequestInput, FeedbackResult } from '@corp/shared/contracts';
import type { Idempotent, Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `POST /feedback/`: the form fields plus type, page, product, captchaToken (spec §3). */
export type SendFeedbackArgs = Omit<FeedbackRequestInput, 'locale'> & Localized & Idempotent;

/** `POST /feedback-resume/` as multipart (spec §3 "Resume payload"); the file is required. */
export interface SendResumeArgs extends Localized, Idempotent {
  name: string;
  position: string;
  email: string;
  phone: string;
  countryCode?: string;
  country?: string;
  industry?: string;
  comment?: string;
  captchaToken?: string;
  /** The form's honeypot (`HONEYPOT_FIELD`): '' from a person. */
  website?: string;
  /** The resume (pdf, doc, docx, pptx ≤ 10 MB). */
  file: Blob;
  /** Its name, when `file` is a Blob rather than a File. */
  fileName?: string;
}

/** The multipart body of the resume call: the text fields, then the file as `file`. */
export function resumeFormData({
  locale: _locale,
  idempotencyKey: _key,
  file,
  fileName,
  ...fields
}: SendResumeArgs): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
  }
  const name = fileName ?? (file instanceof File ? file.name : 'resume');
  form.append('file', file, name);
  return form;
}

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A lead from a form; the result carries the download links, webinar password or external
     * link of its type. Failures reach the calling form (`unwrap()`), spec §8.
     */
    sendFeedback: build.mutation<FeedbackResult, SendFeedbackArgs>({
      query: ({ locale, idempotencyKey, ...fields }) => ({
        url: 'feedback/',
        method: 'POST',
        locale,
        idempotencyKey,
        body: fields,
      }),
      responseSchema: reads(feedbackResponseSchema, (body) => body.data),
      invalidatesTags: ['Lead'],
    }),
    /** The HR page's resume; its locale travels in the query only. Resolves to the lead id. */
    sendResume: build.mutation<{ id: string }, SendResumeArgs>({
      query: (args) => ({
        url: 'feedback-resume/',
        method: 'POST',
        locale: args.locale,
        idempotencyKey: args.idempotencyKey,
        body: resumeFormData(args),
      }),
      responseSchema: reads(leadCreatedResponseSchema, (body) => body.data),
      invalidatesTags: ['Lead'],
    }),
  }),
});

export const { useSendFeedbackMutation, useSendResumeMutation } = feedbackApi;
