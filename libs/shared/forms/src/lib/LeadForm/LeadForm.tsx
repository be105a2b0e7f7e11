import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMENT_MAX,
  contactFormSchema,
  formInfoFromValues,
  fullNameContactFormSchema,
} from '@corp/shared/contracts';
import type {
  ContactFormFields,
  FeedbackResult,
  FormInfo,
  FormIndustry,
} from '@corp/shared/contracts';
import {
  describeApiError,
  useGetIndustriesQuery,
  useSendFeedbackMutation,
} from '@corp/shared/data-access-api';
import { useCountryNames } from '@corp/shared/i18n';
import { usePublicConfig } from '@corp/shared/document';
import { useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { Checkbox, PrivacyPolicyLink, TextField, Textarea } from '@corp/shared/ui';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { CaptchaCancelledError, useCaptcha } from '../captcha/CaptchaProvider';
import { readFormInfo, writeFormInfo } from '../form-info/form-info-cookie';
import { reportFormSent } from '../form-page/form-events';
import { isIdpPage } from '../form-page/form-page';
import { defaultIndustryId, defaultPhoneCountry } from '../form-page/page-defaults';
import { useFormPage } from '../form-page/useFormPage';
import { FormPhoneField } from '../phone-rule/FormPhoneField';
import { phoneRule } from '../phone-rule/phone-rule';
import {
  contactFeedbackArgs,
  contactLead,
  createRetryKeys,
  serverFieldErrors,
  serverLeadErrors,
} from '../ContactForm/contact-feedback';
import type { LeadFormValues, LeadSpec } from '../ContactForm/contact-feedback';
import { useContactFormTexts } from '../ContactForm/ContactForm.texts';
import { ControlledSelect } from '../ContactForm/ControlledSelect';
import { fieldMessage } from '../form-status/field-message';
import { HoneypotField, useHoneypot } from '../honeypot/HoneypotField';
import { SendButton, submitOnEnter } from '../form-status/SubmitNote';
import styles from '../ContactForm/ContactForm.module.scss';

/** Spec §9 "Remember banner: 8 s delay, 5 s duration". */
export const REMEMBER_BANNER_DELAY_MS = 8000;
export const REMEMBER_BANNER_DURATION_MS = 5000;

export type ContactFormVariant = 'footer' | 'modal' | 'page';

/** The visitor's name as two fields (first, last) or one (the send-request modal's full name). */
export type LeadNameField = 'split' | 'full';

export interface LeadFormProps {
  /**
   * `footer`: the footer's form, with its heading; `page`: the same inside a page (contacts);
   * `modal`: inside a dialog that has the heading, without required markers (spec §5).
   */
  variant?: ContactFormVariant;
  /** The site app the form is on (`main` by default); its page comes from the router. */
  site?: SiteName;
  /** What the lead is about: type, product, event, custom data, a fixed comment. */
  lead?: LeadSpec;
  /** First and last name (default) or one full name. */
  nameField?: LeadNameField;
  /** The optional comment box (default shown). */
  showComment?: boolean;
  /** The captcha container's id (spec §5 captcha ids); by variant when not given. */
  captchaId?: string;
  /** The send button's text; 'Send' by default. */
  submitLabel?: ReactNode;
  /**
   * After a successful request, once the form is reset: the dialog opens its success modal.
   * Without it the contact form's success modal opens, closing itself after 5 s.
   */
  onSent?: (result: FeedbackResult) => void;
  /** After a successful request, once the success modal is open. */
  onSuccess?: (result: FeedbackResult) => void;
  className?: string;
}

const captchaIdByVariant: Record<ContactFormVariant, string> = {
  footer: 'footer-captcha',
  page: 'footer-contacts-captcha',
  modal: 'send-request-captcha',
};

const variantClass: Record<ContactFormVariant, string | undefined> = {
  footer: styles['footer'],
  page: styles['page'],
  modal: styles['modal'],
};

/** What the form holds: the contact form's fields and the full name (only one shape is sent). */
export type LeadFormFields = ContactFormFields & { fullName: string };

const otherNameKeys: Record<LeadNameField, readonly (keyof LeadFormFields)[]> = {
  split: ['fullName'],
  full: ['firstName', 'lastName'],
};

/**
 * Spec §5, with the phone checked by the phone input's own rule for its country (loaded on
 * demand, see `phoneRule`), and checked while other fields are still wrong.
 */
const resolvers: Record<LeadNameField, Resolver<FieldValues, unknown, FieldValues>> = {
  split: zodResolver(
    contactFormSchema.check(z.superRefine(phoneRule.check, { when: phoneRule.when })),
  ) as never,
  full: zodResolver(
    fullNameContactFormSchema.check(z.superRefine(phoneRule.check, { when: phoneRule.when })),
  ) as never,
};

/** The schema of the form's name shape, given only that shape's fields (the schemas are strict). */
function leadResolver(nameField: LeadNameField): Resolver<LeadFormFields, unknown, LeadFormValues> {
  const resolve = resolvers[nameField];
  const leaveOut = otherNameKeys[nameField];
  return ((values, context, options) => {
    const own = Object.fromEntries(
      Object.entries(values).filter(([key]) => !leaveOut.includes(key as keyof LeadFormFields)),
    );
    return resolve(own, context, options as never);
  }) as Resolver<LeadFormFields, unknown, LeadFormValues>;
}

function emptyFields(keep: Partial<LeadFormFields> = {}): LeadFormFields {
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
function prefillOf(info: FormInfo): Partial<LeadFormFields> {
  const { industry: _industry, industriesList: _list, ...fields } = info;
  const given: Partial<LeadFormFields> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const fullName = [info.firstName, info.lastName].filter(Boolean).join(' ');
  return fullName ? { ...given, fullName } : given;
}

/** A full name kept for the next form as first name and the rest. */
function storedNames(values: LeadFormValues): { firstName?: string; lastName?: string } {
  if (!('fullName' in values)) return { firstName: values.firstName, lastName: values.lastName };
  const [first, ...rest] = values.fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : undefined };
}

/** The fields with a label of their own (`fields.*` in the texts). */
type LabelledFieldName =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'position'
  | 'company'
  | 'industry'
  | 'country'
  | 'email'
  | 'phone';

/** The visitor's name and work, in the form's order, with their browser autofill tokens. */
const personFields: Record<LeadNameField, readonly (readonly [LabelledFieldName, string])[]> = {
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

/** The form's fields in order, for the API's field messages. */
const fieldOrder: Record<LeadNameField, readonly (keyof LeadFormFields)[]> = {
  split: [
    'firstName',
    'lastName',
    'position',
    'company',
    'industry',
    'country',
    'email',
    'phone',
    'comment',
    'policyAgreement',
  ],
  full: [
    'fullName',
    'position',
    'company',
    'industry',
    'country',
    'email',
    'phone',
    'comment',
    'policyAgreement',
  ],
};

const subscribeNever = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

const fallbackIndustryKeys = [
  'industries.1',
  'industries.2',
  'industries.3',
  'industries.4',
  'industries.5',
  'industries.6',
] as const;

/**
 * The one lead form of the sites (spec §3–§5, §7 `POST /feedback/`): the footer's and contacts
 * page's contact form and every lead dialog's form, configured by what the lead is about and
 * how the name is asked. Validated as the visitor types and leaves each field, with an
 * invisible captcha before sending, the visitor's details kept for the next form, and a
 * success modal after. Needs `ModalProvider`, `CaptchaProvider`, the API store and a router.
 */
export function LeadForm({
  variant = 'footer',
  site,
  lead = contactLead,
  nameField = 'split',
  showComment = true,
  captchaId,
  submitLabel,
  onSent,
  onSuccess,
  className,
}: LeadFormProps) {
  const page = useFormPage(site);
  const { t } = useTranslation('forms');
  const { t: message } = useTranslation('validation');
  const texts = useContactFormTexts();
  const modal = useModal();
  const { analyticsId } = usePublicConfig();
  const { enabled: captchaEnabled, setContainer: setCaptchaContainer, ...captcha } = useCaptcha();
  const [sendFeedback] = useSendFeedbackMutation();
  const [retryKeys] = useState(createRetryKeys);
  const honeypot = useHoneypot();
  const [leadRefused, setLeadRefused] = useState(false);
  const headingId = useId();
  const hideMarkers = variant === 'modal';
  const resolver = useMemo(() => leadResolver(nameField), [nameField]);

  const { data: served, isError: industriesFailed } = useGetIndustriesQuery({
    locale: page.locale,
  });
  // The list comes from the API; should that fail, the fixed list of spec §3 from the texts.
  const industries = useMemo<readonly FormIndustry[] | undefined>(
    () =>
      served ??
      (industriesFailed
        ? fallbackIndustryKeys.map((key, index) => ({ id: index + 1, name: t(key), path: null }))
        : undefined),
    [served, industriesFailed, t],
  );
  const defaultIndustry = industries ? defaultIndustryId(page, industries) : '';
  const industryOptions = useMemo(
    () => (industries ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    [industries],
  );
  // Suspends until the country names of the page's language are in (their own chunk, issue 17).
  const countries = useCountryNames(page.locale);
  const countryOptions = useMemo(
    () => countries.list.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );

  // Spec §4 "The country comes from the saved form info": the details of the last request,
  // read once the page runs in the browser (the cookie is the browser's; the server renders
  // the form empty, so hydration matches).
  const inBrowser = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  const storedInfo = useMemo(() => (inBrowser ? readFormInfo() : undefined), [inBrowser]);
  const phoneCountry = defaultPhoneCountry(page, storedInfo?.countryCode);
  const [remembered, setRemembered] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LeadFormFields, unknown, LeadFormValues>({
    // Spec §5: "Validation runs on blur, on change and on submit."
    mode: 'all',
    resolver,
    defaultValues: emptyFields({ countryCode: phoneCountry }),
  });

  useEffect(() => {
    if (storedInfo) {
      reset(
        { ...getValues(), ...prefillOf(storedInfo), countryCode: phoneCountry },
        { keepDefaultValues: true },
      );
    }
    // Once, when the stored details are there (not again after this form saves new ones).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedInfo]);

  // Spec §4 "Remember banner: if saved form info exists, after 8 s a 'remembered' flag is set
  // and clears 5 s later."
  const hasStoredInfo = storedInfo !== undefined;
  useEffect(() => {
    if (!hasStoredInfo) return undefined;
    const show = setTimeout(() => setRemembered(true), REMEMBER_BANNER_DELAY_MS);
    const hide = setTimeout(
      () => setRemembered(false),
      REMEMBER_BANNER_DELAY_MS + REMEMBER_BANNER_DURATION_MS,
    );
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [hasStoredInfo]);

  // Spec §4 "Default industry", once the list is there and nothing is chosen yet.
  useEffect(() => {
    if (defaultIndustry && getValues('industry') === '') {
      setValue('industry', defaultIndustry, { shouldValidate: true });
    }
  }, [defaultIndustry, getValues, setValue]);

  const errorText = (field: keyof LeadFormFields): string | undefined => {
    // A field may have its own text for the key (`require-single_phone`: "enter a phone number").
    return fieldMessage(message, errors[field]?.message, field);
  };

  /** What every required field shares: its label, its marker (not in the modal), its message. */
  const requiredField = (field: LabelledFieldName) => ({
    label: t(`fields.${field}`),
    required: true,
    hideRequiredMarker: hideMarkers,
    error: errorText(field),
  });

  const submit = handleSubmit(async (values) => {
    setLeadRefused(false);
    // Spec §4: "Submit validates, then runs an invisible captcha, and the captcha result
    // triggers the actual submission."
    let captchaToken: string | undefined;
    try {
      captchaToken = await captcha.execute();
    } catch (error) {
      captcha.reset();
      if (!(error instanceof CaptchaCancelledError)) {
        console.warn('[contact-form] the captcha failed; nothing was sent:', error);
      }
      return;
    }
    // The industry goes as its id: the API names it for marketing (a Kazakh lead's in Russian).
    const args = {
      ...contactFeedbackArgs(values, { page, lead, captchaToken, countries }),
      website: honeypot.value(),
    };
    try {
      const result = await sendFeedback({
        ...args,
        idempotencyKey: retryKeys.keyFor(args),
      }).unwrap();
      retryKeys.succeeded();
      captcha.reset();
      writeFormInfo(formInfoFromValues({ ...values, ...storedNames(values) } as never, served));
      // Spec §4: "Reset clears all stored fields except industry (back to its default),
      // industriesList, country and countryCode."
      reset(
        emptyFields({
          industry: defaultIndustry,
          country: values.country,
          countryCode: values.countryCode ?? phoneCountry,
        }),
      );
      // Spec §7 form event, §4 the asia goal (each only with its consent).
      reportFormSent(page, lead.type, { analyticsId, asiaGoal: true });
      if (onSent) onSent(result);
      else modal.open('send-request-success', { autoClose: true });
      onSuccess?.(result);
    } catch (error) {
      // Spec §4/§8: the captcha is reset, a warning is logged, what was typed stays. The API's
      // field messages go under their fields; other failures get the page's error notification.
      captcha.reset();
      console.warn('[contact-form] the request was not sent:', describeApiError(error));
      serverFieldErrors(error, fieldOrder[nameField]).forEach(([field, key], index) => {
        setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
      });
      setLeadRefused(serverLeadErrors(error).length > 0);
    }
  });

  const sendingLabel = isIdpPage(page) ? t('actions.sendingIdp') : t('actions.sending');
  const titled = variant !== 'modal';

  const form = (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={isValid ? undefined : submitOnEnter(submit)}
      aria-labelledby={titled ? headingId : undefined}
      className={[styles['form'], variantClass[variant], className].filter(Boolean).join(' ')}
    >
      {titled ? (
        <header className={styles['header']}>
          <h2 id={headingId} className={styles['title']}>
            {t('titles.sendRequest')}
          </h2>
          <p className={styles['lead']}>{texts('lead')}</p>
        </header>
      ) : null}
      <p role="status" className={remembered ? styles['remembered'] : styles['visuallyHidden']}>
        {remembered ? t('remembered') : null}
      </p>
      <div className={styles['fields']}>
        {personFields[nameField].map(([name, autoComplete]) => (
          <TextField
            key={name}
            {...register(name)}
            {...requiredField(name)}
            autoComplete={autoComplete}
          />
        ))}
        <ControlledSelect
          name="industry"
          control={control as never}
          options={industryOptions}
          placeholder={t('select.placeholder')}
          {...requiredField('industry')}
        />
        <ControlledSelect
          name="country"
          control={control as never}
          options={countryOptions}
          placeholder={t('select.placeholder')}
          {...requiredField('country')}
        />
        <TextField {...register('email')} type="email" {...requiredField('email')} />
        <FormPhoneField
          control={control as never}
          defaultCountry={phoneCountry}
          {...requiredField('phone')}
        />
        {showComment ? (
          <Textarea
            {...register('comment')}
            label={t('fields.comment')}
            maxLength={COMMENT_MAX}
            rows={3}
            error={errorText('comment')}
            className={styles['wide']}
          />
        ) : null}
      </div>
      <Checkbox
        {...register('policyAgreement')}
        label={
          <Trans
            t={t}
            i18nKey="policyAgreement"
            components={{ policy: <PrivacyPolicyLink locale={page.locale} /> }}
          />
        }
        required
        hideRequiredMarker={hideMarkers}
        error={errorText('policyAgreement')}
      />
      <HoneypotField honeypot={honeypot} />
      {captchaEnabled ? (
        <div id={captchaId ?? captchaIdByVariant[variant]} ref={setCaptchaContainer} />
      ) : null}
      {leadRefused ? (
        <p role="alert" className={styles['formError']}>
          {t('errors.leadRefused')}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <SendButton
          control={control as never}
          resolver={resolver as never}
          order={fieldOrder[nameField]}
          label={(field) =>
            t(field === 'comment' ? 'fields.comment' : `fields.${field as LabelledFieldName}`)
          }
          isValid={isValid}
          pending={isSubmitting}
          pendingLabel={sendingLabel}
          noteClassName={styles['blocked']}
        >
          {submitLabel ?? t('actions.send')}
        </SendButton>
        {hideMarkers ? null : <p className={styles['hint']}>{t('required.hint')}</p>}
      </div>
      <p role="status" className={styles['visuallyHidden']}>
        {isSubmitting ? sendingLabel : null}
      </p>
    </form>
  );
  // The footer's slot spans the page: the footer form keeps to the content's width inside it.
  return variant === 'footer' ? <div className={styles['footerFrame']}>{form}</div> : form;
}
