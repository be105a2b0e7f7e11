import {
  contactFormSchema,
  formInfoFromValues,
  fullNameContactFormSchema,
} from '@corp/shared/contracts';
import type {
  ContactFormFields,
  ContactFormValues,
  FormInfo,
  FormIndustry,
  FullNameContactFormValues,
} from '@corp/shared/contracts';
import type { FieldName, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { contactFormFieldOrder } from '../ContactForm/contact-feedback';
import type { LeadFormValues } from '../ContactForm/contact-feedback';
import { formResolver } from '../form-parts/form-resolver';
import { phoneRule } from '../phone-rule/phone-rule';

/** The visitor's name as two fields (first, last) or one (the send-request modal's full name). */
export type LeadNameField = 'split' | 'full';

/** What the form holds: the contact form's fields and the full name (only one shape is sent). */
export type LeadFormFields = ContactFormFields & { fullName: string };

/**
 * Spec §5, with the phone checked by the phone input's own rule for its country (loaded on
 * demand, see `phoneRule`), and checked while other fields are still wrong.
 */
const phoneChecked = z.superRefine(phoneRule.check, { when: phoneRule.when });
const splitResolver = formResolver<ContactFormFields, ContactFormValues>(
  contactFormSchema.check(phoneChecked),
);
const fullResolver = formResolver<
  Omit<LeadFormFields, 'firstName' | 'lastName'>,
  FullNameContactFormValues
>(fullNameContactFormSchema.check(phoneChecked));

type SplitName = Exclude<FieldName<LeadFormFields>, 'fullName'>;
type FullName = Exclude<FieldName<LeadFormFields>, 'firstName' | 'lastName'>;
const isSplitName = (name: FieldName<LeadFormFields>): name is SplitName => name !== 'fullName';
const isFullName = (name: FieldName<LeadFormFields>): name is FullName =>
  name !== 'firstName' && name !== 'lastName';

/** The schema of the form's name shape, given only that shape's fields (the schemas are strict). */
export function leadResolver(
  nameField: LeadNameField,
): Resolver<LeadFormFields, unknown, LeadFormValues> {
  if (nameField === 'split') {
    return (values, context, options) => {
      const { fullName: _fullName, ...own } = values;
      return splitResolver(own, context, { ...options, names: options.names?.filter(isSplitName) });
    };
  }
  return (values, context, options) => {
    const { firstName: _firstName, lastName: _lastName, ...own } = values;
    return fullResolver(own, context, { ...options, names: options.names?.filter(isFullName) });
  };
}

export function emptyFields(keep: Partial<LeadFormFields> = {}): LeadFormFields {
  return {
    firstName: '',
    lastName: '',
    fullName: '',
    position: '',
    company: '',
    industry: '',
    country: '',
    countryCode: 'RU',
    email: '',
    phone: '',
    comment: '',
    policyAgreement: false,
    ...keep,
  };
}

/** The stored fields that pre-fill a form (spec §4: the industry follows the page instead). */
export function prefillOf(info: FormInfo): Partial<LeadFormFields> {
  const { industry: _industry, industriesList: _list, ...fields } = info;
  const given: Partial<LeadFormFields> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const fullName = [info.firstName, info.lastName].filter(Boolean).join(' ');
  return fullName ? { ...given, fullName } : given;
}

/** What a sent request leaves for the next form; a full name kept as first name and the rest. */
export function formInfoOf(
  values: LeadFormValues,
  industries: readonly FormIndustry[] | undefined,
) {
  const [first = '', ...rest] = 'fullName' in values ? values.fullName.trim().split(/\s+/) : [];
  const names =
    'fullName' in values
      ? { firstName: first, lastName: rest.join(' ') }
      : { firstName: values.firstName, lastName: values.lastName };
  const { position, company, industry, country, countryCode, email, phone } = values;
  const fields = { ...names, position, company, industry, country, email, phone };
  return formInfoFromValues(
    { ...fields, ...(countryCode ? { countryCode } : {}), policyAgreement: true },
    industries,
  );
}

/** The fields with a label of their own (`fields.*` in the texts). */
export type LabelledFieldName =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'position'
  | 'company'
  | 'industry'
  | 'country'
  | 'email'
  | 'phone';

const labelledFields: readonly LabelledFieldName[] = [
  'firstName',
  'lastName',
  'fullName',
  'position',
  'company',
  'industry',
  'country',
  'email',
  'phone',
];

/** The text key of a field's label, as the note beside the send button names the field. */
export const fieldLabelKey = (field: string) =>
  labelledFields.find((name) => name === field) ?? 'comment';

/** The visitor's name and work, in the form's order, with their browser autofill tokens. */
export const personFields: Record<
  LeadNameField,
  readonly (readonly [LabelledFieldName, string])[]
> = {
  split: [
    ['firstName', 'given-name'],
    ['lastName', 'family-name'],
    ['position', 'organization-title'],
    ['company', 'organization'],
  ],
  full: [
    ['fullName', 'name'],
    ['position', 'organization-title'],
    ['company', 'organization'],
  ],
};

const fullNameOrder: readonly (keyof LeadFormFields)[] = [
  'fullName',
  ...contactFormFieldOrder.filter((field) => field !== 'firstName' && field !== 'lastName'),
];

/** The form's fields in order, for the API's field messages. */
export const fieldOrder: Record<LeadNameField, readonly (keyof LeadFormFields)[]> = {
  split: contactFormFieldOrder,
  full: fullNameOrder,
};
