import { z } from 'zod/mini';
import {
  COMMENT_MAX,
  contactFormSchema,
  emailField,
  formCountryCode,
  formPhone,
  message,
  policyAgreement,
  requiredChoice,
  requiredText,
} from '../contact-form.schema';
import { MAX_FILE_BYTES, acceptedFileExtensions } from '../leads.constants';

/*
 * The lead dialogs' forms (spec §3, §5): the contact form with one "Full name" field (the
 * send-request modal), the career form and the newsletter form. Each is resolved by
 * react-hook-form; the API checks the same fields with `feedbackRequestSchema`,
 * `resumeRequestSchema` and `subscribeRequestSchema`.
 */

const email = emailField;
const phone = formPhone;
const countryCode = formCountryCode;

const { firstName: _first, lastName: _last, ...contactRest } = contactFormSchema.shape;

/** The contact form of the send-request modal: one "Full name" in place of first and last name. */
export const fullNameContactFormSchema = z.strictObject({
  fullName: requiredText,
  ...contactRest,
});
export type FullNameContactFormValues = z.infer<typeof fullNameContactFormSchema>;

/** What a chosen file is to the schema (a browser `File` has all three). */
export interface ChosenFile {
  name: string;
  size: number;
  type?: string;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Spec §5: the resume is required, doc/docx/pptx/pdf, at most 10 MB. */
export const resumeFileSchema = z
  .array(
    z.custom<ChosenFile>((value) => typeof value === 'object' && value !== null),
    message('required'),
  )
  .check(
    z.minLength(1, message('required')),
    z.maxLength(1, message('wrong-file')),
    z.refine(
      (files) =>
        files.every(
          (file) =>
            (acceptedFileExtensions as readonly string[]).includes(extensionOf(file.name)) &&
            file.size <= MAX_FILE_BYTES,
        ),
      message('wrong-file'),
    ),
  );

/** Spec §3 "Career form values", §5 "On the career form every field except comment is required". */
export const resumeFormSchema = z.strictObject({
  name: requiredText,
  position: requiredText,
  email,
  phone,
  countryCode,
  comment: z.optional(z.string().check(z.maxLength(COMMENT_MAX, message('too-long')))),
  country: requiredChoice,
  industry: requiredChoice,
  file: resumeFileSchema,
  policyAgreement,
});
export type ResumeFormValues = z.infer<typeof resumeFormSchema>;
/** What the career form holds before validation (no file yet, the box not ticked). */
export type ResumeFormFields = Omit<
  z.input<typeof resumeFormSchema>,
  'policyAgreement' | 'file'
> & {
  file: File[];
  policyAgreement: boolean;
};

/** The newsletter form: an e-mail and the policy box. */
export const newsletterFormSchema = z.strictObject({ email, policyAgreement });
export type NewsletterFormValues = z.infer<typeof newsletterFormSchema>;
export interface NewsletterFormFields {
  email: string;
  policyAgreement: boolean;
}
