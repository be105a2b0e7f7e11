import { COMMENT_MAX } from '@corp/shared/contracts';
import type { FeedbackResult, FormIndustry } from '@corp/shared/contracts';
import { useGetIndustriesQuery, useSendFeedbackMutation } from '@corp/shared/data-access-api';
import { usePublicConfig } from '@corp/shared/document';
import { preloadSuccessModals, useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { PrivacyPolicyLink, TextField, Textarea } from '@corp/shared/ui';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../captcha/CaptchaProvider';
import { readFormInfo, writeFormInfo } from '../form-info/form-info-cookie';
import { reportFormSent } from '../form-page/form-events';
import { defaultIndustryId, defaultPhoneCountry } from '../form-page/page-defaults';
import { useFormPage } from '../form-page/useFormPage';
import { useCountryOptions, useIndustryOptions } from '../form-parts/field-options';
import { passCaptcha, showRequestFailure } from '../form-parts/form-steps';
import { SubmitTail } from '../form-parts/SubmitTail';
import { FormPhoneField } from '../phone-rule/FormPhoneField';
import {
  contactFeedbackArgs,
  contactLead,
  createRetryKeys,
  serverLeadErrors,
} from '../ContactForm/contact-feedback';
import type { LeadFormValues, LeadSpec } from '../ContactForm/contact-feedback';
import { useContactFormTexts } from '../ContactForm/ContactForm.texts';
import { ControlledSelect } from '../ContactForm/ControlledSelect';
import { fieldMessage } from '../form-status/field-message';
import { useHoneypot } from '../honeypot/HoneypotField';
import { submitOnEnter } from '../form-status/SubmitNote';
import styles from '../ContactForm/ContactForm.module.scss';
import {
  emptyFields,
  fieldLabelKey,
  fieldOrder,
  formInfoOf,
  leadResolver,
  personFields,
  prefillOf,
} from './lead-form-fields';
import type { LabelledFieldName, LeadFormFields, LeadNameField } from './lead-form-fields';

export type { LeadFormFields, LeadNameField } from './lead-form-fields';

/** Spec §9 "Remember banner: 8 s delay, 5 s duration". */
export const REMEMBER_BANNER_DELAY_MS = 8000;
export const REMEMBER_BANNER_DURATION_MS = 5000;

export type ContactFormVariant = 'footer' | 'modal' | 'page';

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
  const industryOptions = useIndustryOptions(industries);
  const { countries, countryOptions } = useCountryOptions(page.locale);

  // Spec §4 "The country comes from the saved form info": the details of the last request,
  // read once the page runs in the browser (the cookie is the browser's; the server renders
  // the form empty, so hydration matches).
  const inBrowser = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  const storedInfo = useMemo(() => (inBrowser ? readFormInfo() : undefined), [inBrowser]);
  const phoneCountry = defaultPhoneCountry(page, storedInfo?.countryCode);
  const [remembered, setRemembered] = useState(false);

  const form = useForm<LeadFormFields, unknown, LeadFormValues>({
    // Spec §5: "Validation runs on blur, on change and on submit."
    mode: 'all',
    resolver,
    defaultValues: emptyFields({ countryCode: phoneCountry }),
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isValid },
  } = form;

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
    const passed = await passCaptcha(captcha, 'contact-form');
    if (!passed) return;
    const captchaToken = passed.token;
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
      writeFormInfo(formInfoOf(values, served));
      // Spec §4: "Reset clears all stored fields except industry (back to its default),
      // industriesList, country and countryCode."
      reset(
        emptyFields({
          industry: defaultIndustry,
          country: values.country,
          countryCode: values.countryCode ?? phoneCountry,
        }),
      );
      // Spec §7 form event, §4 the page's goal (each only with its consent).
      reportFormSent(page, lead.type, { analyticsId, leadGoal: true });
      if (onSent) onSent(result);
      else modal.open('send-request-success', { autoClose: true });
      onSuccess?.(result);
    } catch (error) {
      // Other failures than the fields' get the page's error notification.
      const warning = '[contact-form] the request was not sent:';
      showRequestFailure(error, { warning, captcha, setError, order: fieldOrder[nameField] });
      setLeadRefused(serverLeadErrors(error).length > 0);
    }
  });

  const sendingLabel = t(page.rules?.sendingText ?? 'actions.sending');
  const titled = variant !== 'modal';

  const formElement = (
    <form
      noValidate
      // The thank-you's code loads while the visitor fills the form in: it opens at once.
      onFocus={preloadSuccessModals}
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
          options={industryOptions}
          // Until the API's list (or, should it fail, the fixed one) is there, a tap opens the
          // list all the same: it says it is loading and fills when the industries arrive.
          loading={industries === undefined}
          placeholder={t('select.placeholder')}
          {...requiredField('industry')}
        />
        <ControlledSelect
          name="country"
          options={countryOptions}
          placeholder={t('select.placeholder')}
          {...requiredField('country')}
        />
        <TextField {...register('email')} type="email" {...requiredField('email')} />
        <FormPhoneField defaultCountry={phoneCountry} {...requiredField('phone')} />
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
      <SubmitTail
        policyLink={<PrivacyPolicyLink locale={page.locale} />}
        hideRequiredMarker={hideMarkers}
        requiredHint={!hideMarkers}
        honeypot={honeypot}
        captchaEnabled={captchaEnabled}
        setCaptchaContainer={setCaptchaContainer}
        captchaId={captchaId ?? captchaIdByVariant[variant]}
        resolver={resolver}
        order={fieldOrder[nameField]}
        label={(field) => t(`fields.${fieldLabelKey(field)}`)}
        pendingLabel={sendingLabel}
        refusal={leadRefused ? t('errors.leadRefused') : null}
      >
        {submitLabel ?? t('actions.send')}
      </SubmitTail>
    </form>
  );
  const held = <FormProvider {...form}>{formElement}</FormProvider>;
  // The footer's slot spans the page: the footer form keeps to the content's width inside it.
  return variant === 'footer' ? <div className={styles['footerFrame']}>{held}</div> : held;
}
