import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_MAX, contactFormSchema, formInfoFromValues } from '@corp/shared/contracts';
import type {
  ContactFormFields,
  ContactFormValues,
  FeedbackResult,
  FormInfo,
  FormIndustry,
  ValidationMessageKey,
} from '@corp/shared/contracts';
import {
  describeApiError,
  useGetIndustriesQuery,
  useSendFeedbackMutation,
} from '@corp/shared/data-access-api';
import { countryList } from '@corp/shared/i18n';
import { useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import {
  Button,
  Checkbox,
  Link,
  PhoneInput,
  TextField,
  Textarea,
  isValidPhone,
  privacyPolicyHref,
} from '@corp/shared/ui';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { CaptchaCancelledError, useCaptcha } from '../captcha/CaptchaProvider';
import { readFormInfo, writeFormInfo } from '../form-info/form-info-cookie';
import { isIdpPage } from '../form-page/form-page';
import { defaultIndustryId, defaultPhoneCountry } from '../form-page/page-defaults';
import { useFormPage } from '../form-page/useFormPage';
import {
  contactFeedbackArgs,
  createRetryKeys,
  industryNameForLead,
  serverFieldErrors,
} from './contact-feedback';
import { useContactFormTexts } from './ContactForm.texts';
import { ControlledSelect } from './ControlledSelect';
import styles from './ContactForm.module.scss';

/** Spec §9 "Remember banner: 8 s delay, 5 s duration". */
export const REMEMBER_BANNER_DELAY_MS = 8000;
export const REMEMBER_BANNER_DURATION_MS = 5000;

export type ContactFormVariant = 'footer' | 'modal' | 'page';

export interface ContactFormProps {
  /**
   * `footer`: the footer's form, with its heading; `page`: the same inside a page (contacts);
   * `modal`: inside a dialog that has the heading, without required markers (spec §5).
   */
  variant?: ContactFormVariant;
  /** The site app the form is on (`main` by default); its page comes from the router. */
  site?: SiteName;
  /** The captcha container's id (spec §5 captcha ids); by variant when not given. */
  captchaId?: string;
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

/**
 * Spec §5, with the phone checked by the phone input's own rule for its country, and checked
 * while other fields are still wrong (the visitor types the phone before ticking the box).
 */
const contactFormResolver = zodResolver(
  contactFormSchema.superRefine(
    (values, context) => {
      if (values.phone && !isValidPhone(values.phone, values.countryCode)) {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' });
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  ),
  // The form holds an unticked box before validation; the schema's input type only has `true`.
) as unknown as Resolver<ContactFormFields, unknown, ContactFormValues>;

function emptyFields(keep: Partial<ContactFormFields> = {}): ContactFormFields {
  return {
    firstName: '',
    lastName: '',
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
function prefillOf(info: FormInfo): Partial<ContactFormFields> {
  const { industry: _industry, industriesList: _list, ...fields } = info;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The required fields with a label of their own (`fields.*` in the texts). */
type RequiredFieldName = Exclude<
  keyof ContactFormFields,
  'countryCode' | 'comment' | 'policyAgreement'
>;

/** The visitor's name and work, in the form's order, with their browser autofill tokens. */
const personFields = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['position', 'organization-title'],
  ['company', 'organization'],
] as const;

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
 * The contact form of the footer, the contacts page and the send-request modal (spec §3–§5,
 * §7 `POST /feedback/`): validated as the visitor types and leaves each field, with an
 * invisible captcha before sending, a success modal after, and the visitor's details kept for
 * the next form. Needs `ModalProvider`, `CaptchaProvider`, the API store and a router.
 */
export function ContactForm({
  variant = 'footer',
  site,
  captchaId,
  onSuccess,
  className,
}: ContactFormProps) {
  const page = useFormPage(site);
  const { t, i18n } = useTranslation('forms');
  const { t: message } = useTranslation('validation');
  const texts = useContactFormTexts();
  const modal = useModal();
  const { enabled: captchaEnabled, setContainer: setCaptchaContainer, ...captcha } = useCaptcha();
  const [sendFeedback] = useSendFeedbackMutation();
  const [retryKeys] = useState(createRetryKeys);
  const headingId = useId();
  const hideMarkers = variant === 'modal';

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
  const countryOptions = useMemo(
    () => countryList(page.locale).map((country) => ({ value: country.code, label: country.name })),
    [page.locale],
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
    getFieldState,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactFormFields, unknown, ContactFormValues>({
    // Spec §5: "Validation runs on blur, on change and on submit."
    mode: 'all',
    resolver: contactFormResolver,
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

  const errorText = (field: keyof ContactFormFields): string | undefined => {
    const key = errors[field]?.message;
    return key ? message(key as ValidationMessageKey) : undefined;
  };

  /** What every required field shares: its label, its marker (not in the modal), its message. */
  const requiredField = (field: RequiredFieldName) => ({
    label: t(`fields.${field}`),
    required: true,
    hideRequiredMarker: hideMarkers,
    error: errorText(field),
  });

  const submit = handleSubmit(async (values) => {
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
    const args = contactFeedbackArgs(values, {
      page,
      captchaToken,
      industryName: industryNameForLead(values.industry, industries ?? [], page.locale, (id) => {
        const key = fallbackIndustryKeys[id - 1];
        return key ? i18n.getFixedT('ru', 'forms')(key) : undefined;
      }),
    });
    try {
      const result = await sendFeedback({
        ...args,
        idempotencyKey: retryKeys.keyFor(args),
      }).unwrap();
      retryKeys.succeeded();
      captcha.reset();
      writeFormInfo(formInfoFromValues(values, served));
      // Spec §4: "Reset clears all stored fields except industry (back to its default),
      // industriesList, country and countryCode."
      reset(
        emptyFields({
          industry: defaultIndustry,
          country: values.country,
          countryCode: values.countryCode ?? phoneCountry,
        }),
      );
      modal.open('send-request-success', { autoClose: true });
      onSuccess?.(result);
    } catch (error) {
      // Spec §4/§8: the captcha is reset, a warning is logged, what was typed stays. The API's
      // field messages go under their fields; other failures get the page's error notification.
      captcha.reset();
      console.warn('[contact-form] the request was not sent:', describeApiError(error));
      serverFieldErrors(error).forEach(([field, key], index) => {
        setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
      });
    }
  });

  const sendingLabel = isIdpPage(page) ? t('actions.sendingIdp') : t('actions.sending');
  const titled = variant !== 'modal';

  const form = (
    <form
      noValidate
      onSubmit={submit}
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
        {personFields.map(([name, autoComplete]) => (
          <TextField
            key={name}
            {...register(name)}
            {...requiredField(name)}
            autoComplete={autoComplete}
          />
        ))}
        <ControlledSelect
          name="industry"
          control={control}
          options={industryOptions}
          placeholder={t('select.placeholder')}
          {...requiredField('industry')}
        />
        <ControlledSelect
          name="country"
          control={control}
          options={countryOptions}
          placeholder={t('select.placeholder')}
          {...requiredField('country')}
        />
        <TextField {...register('email')} type="email" {...requiredField('email')} />
        <Controller
          name="phone"
          control={control}
          render={({ field }) => (
            <PhoneInput
              // A stored country arrives after the first render: the input starts again with it.
              key={phoneCountry}
              ref={field.ref}
              name={field.name}
              value={field.value}
              defaultCountry={phoneCountry.toLowerCase()}
              preferredCountries={['ru', 'kz', 'fi']}
              onChange={(phone, meta) => {
                setValue('countryCode', meta.country.toUpperCase());
                field.onChange(phone);
              }}
              onCountryChange={(iso2) =>
                setValue('countryCode', iso2.toUpperCase(), {
                  shouldValidate: getFieldState('phone').isTouched,
                })
              }
              onBlur={field.onBlur}
              {...requiredField('phone')}
            />
          )}
        />
        <Textarea
          {...register('comment')}
          label={t('fields.comment')}
          maxLength={COMMENT_MAX}
          rows={3}
          error={errorText('comment')}
          className={styles['wide']}
        />
      </div>
      <Checkbox
        {...register('policyAgreement')}
        label={
          <Trans
            t={t}
            i18nKey="policyAgreement"
            components={{ policy: <Link href={privacyPolicyHref[page.locale]} /> }}
          />
        }
        required
        hideRequiredMarker={hideMarkers}
        error={errorText('policyAgreement')}
      />
      {captchaEnabled ? (
        <div id={captchaId ?? captchaIdByVariant[variant]} ref={setCaptchaContainer} />
      ) : null}
      <div className={styles['actions']}>
        <Button
          type="submit"
          disabled={!isValid}
          pending={isSubmitting}
          pendingLabel={sendingLabel}
        >
          {t('actions.send')}
        </Button>
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
