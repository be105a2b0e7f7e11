import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMENT_MAX,
  MAX_FILE_BYTES,
  acceptedFileExtensions,
  resumeFormSchema,
} from '@corp/shared/contracts';
import type { ResumeFormFields, ResumeFormValues } from '@corp/shared/contracts';
import {
  describeApiError,
  useGetIndustriesQuery,
  useSendResumeMutation,
} from '@corp/shared/data-access-api';
import { useCountryNames } from '@corp/shared/i18n';
import { useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import {
  Checkbox,
  FileUpload,
  Link,
  Select,
  TextField,
  Textarea,
  privacyPolicyHref,
} from '@corp/shared/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { CaptchaCancelledError, useCaptcha } from '../captcha/CaptchaProvider';
import { createRetryKeys, serverFieldErrors } from '../ContactForm/contact-feedback';
import { reportFormSent } from '../form-page/form-events';
import { defaultPhoneCountry } from '../form-page/page-defaults';
import { useFormPage } from '../form-page/useFormPage';
import { FormPhoneField } from '../phone-rule/FormPhoneField';
import { phoneRule } from '../phone-rule/phone-rule';
import { fieldMessage } from '../form-status/field-message';
import { HoneypotField, useHoneypot } from '../honeypot/HoneypotField';
import { SendButton, submitOnEnter } from '../form-status/SubmitNote';
import styles from '../ContactForm/ContactForm.module.scss';

/** Spec §5 "Captcha ids": the career form's. */
export const RESUME_CAPTCHA_ID = 'hr-form-captcha';

const resumeResolver = zodResolver(
  resumeFormSchema.check(z.superRefine(phoneRule.check, { when: phoneRule.when })),
) as unknown as Resolver<ResumeFormFields, unknown, ResumeFormValues>;

const emptyFields = (keep: Partial<ResumeFormFields> = {}): ResumeFormFields => ({
  name: '',
  position: '',
  email: '',
  phone: '',
  countryCode: 'RU',
  comment: '',
  country: '',
  industry: '',
  file: [],
  policyAgreement: false,
  ...keep,
});

/** The career form's fields in order, for the API's field messages. */
const fieldOrder = [
  'name',
  'position',
  'email',
  'phone',
  'comment',
  'country',
  'industry',
  'file',
  'policyAgreement',
] as const satisfies readonly (keyof ResumeFormFields)[];

/** The labels the fields have, for the note beside a disabled send button. */
const fieldLabels = {
  name: 'fields.fullName',
  position: 'fields.desiredPosition',
  email: 'fields.email',
  phone: 'fields.phone',
  comment: 'fields.coverLetter',
  country: 'fields.country',
  industry: 'fields.industry',
} as const;

export interface ResumeFormProps {
  site?: SiteName;
  /** Inside a dialog: no required markers but the ones the spec writes into placeholders. */
  variant?: 'modal' | 'page';
  /** After the resume was received (spec §4 "resumeBeenSend"), once hr-success is open. */
  onSent?: () => void;
  className?: string;
}

/**
 * The career form (spec §3 "Career form values", §5, §7 `POST /feedback-resume/` as multipart):
 * every field but the cover letter required, the resume a doc, docx, pptx or pdf of at most
 * 10 MB. On success the HR thank-you (hr-success) opens.
 */
export function ResumeForm({ site, variant = 'modal', onSent, className }: ResumeFormProps) {
  const page = useFormPage(site);
  const { t } = useTranslation('forms');
  const { t: message } = useTranslation('validation');
  const modal = useModal();
  const { enabled: captchaEnabled, setContainer: setCaptchaContainer, ...captcha } = useCaptcha();
  const [sendResume] = useSendResumeMutation();
  const [retryKeys] = useState(createRetryKeys);
  const honeypot = useHoneypot();
  const hideMarkers = variant === 'modal';
  const phoneCountry = defaultPhoneCountry(page);

  const { data: industries } = useGetIndustriesQuery({ locale: page.locale });
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

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResumeFormFields, unknown, ResumeFormValues>({
    mode: 'all',
    resolver: resumeResolver,
    defaultValues: emptyFields({ countryCode: phoneCountry }),
  });

  const errorText = (field: keyof ResumeFormFields): string | undefined => {
    // A field may have its own text for the key (`require-single_phone`: "enter a phone number").
    return fieldMessage(message, errors[field]?.message, field);
  };
  /** Spec §5 placeholders: 'Full name *', 'Желаемая должность *'. */
  const starred = (key: 'fields.fullName' | 'fields.desiredPosition' | 'fields.resume') =>
    t('required.label', { label: t(key) });
  const required = (field: keyof ResumeFormFields) => ({
    required: true,
    hideRequiredMarker: hideMarkers,
    error: errorText(field),
  });

  const submit = handleSubmit(async (values) => {
    let captchaToken: string | undefined;
    try {
      captchaToken = await captcha.execute();
    } catch (error) {
      captcha.reset();
      if (!(error instanceof CaptchaCancelledError)) {
        console.warn('[resume-form] the captcha failed; nothing was sent:', error);
      }
      return;
    }
    const file = values.file[0] as unknown as File;
    const comment = values.comment?.trim();
    const fields = {
      locale: page.locale,
      name: values.name,
      position: values.position,
      email: values.email,
      phone: values.phone,
      ...(values.countryCode ? { countryCode: values.countryCode } : {}),
      country: countries.name(values.country) ?? values.country,
      // Its id, as every lead's: the API names it for marketing.
      industry: values.industry,
      ...(comment ? { comment } : {}),
      ...(captchaToken ? { captchaToken } : {}),
      website: honeypot.value(),
    };
    const idempotencyKey = retryKeys.keyFor({
      ...fields,
      file: `${file.name}:${file.size}:${file.lastModified}`,
    } as never);
    try {
      await sendResume({ ...fields, file, idempotencyKey }).unwrap();
      retryKeys.succeeded();
      captcha.reset();
      reset(
        emptyFields({ country: values.country, countryCode: values.countryCode ?? phoneCountry }),
      );
      reportFormSent(page, 'resume');
      modal.open('hr-success', {});
      onSent?.();
    } catch (error) {
      captcha.reset();
      console.warn('[resume-form] the resume was not sent:', describeApiError(error));
      serverFieldErrors(error, fieldOrder, { countryCode: 'phone', fullName: 'name' }).forEach(
        ([field, key], index) => {
          setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
        },
      );
    }
  });

  const sendingLabel = t('actions.sending');
  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={isValid ? undefined : submitOnEnter(submit)}
      className={[styles['form'], styles[variant], className].filter(Boolean).join(' ')}
    >
      <div className={styles['fields']}>
        <TextField
          {...register('name')}
          label={t('fields.fullName')}
          placeholder={starred('fields.fullName')}
          autoComplete="name"
          {...required('name')}
        />
        <TextField
          {...register('position')}
          label={t('fields.desiredPosition')}
          placeholder={starred('fields.desiredPosition')}
          {...required('position')}
        />
        <TextField
          {...register('email')}
          type="email"
          label={t('fields.email')}
          {...required('email')}
        />
        <FormPhoneField
          control={control as never}
          defaultCountry={phoneCountry}
          label={t('fields.phone')}
          {...required('phone')}
        />
        {(['country', 'industry'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={name === 'country' ? countryOptions : industryOptions}
                placeholder={t('select.placeholder')}
                label={t(`fields.${name}`)}
                {...required(name)}
              />
            )}
          />
        ))}
        <Textarea
          {...register('comment')}
          label={t('fields.coverLetter')}
          placeholder={t('fields.coverLetter')}
          maxLength={COMMENT_MAX}
          rows={3}
          error={errorText('comment')}
          className={styles['wide']}
        />
        <Controller
          name="file"
          control={control}
          render={({ field }) => (
            <FileUpload
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accept={acceptedFileExtensions}
              maxSize={MAX_FILE_BYTES}
              label={starred('fields.resume')}
              required
              hideRequiredMarker
              error={errorText('file')}
              className={styles['wide']}
            />
          )}
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
      <HoneypotField honeypot={honeypot} />
      {captchaEnabled ? <div id={RESUME_CAPTCHA_ID} ref={setCaptchaContainer} /> : null}
      <div className={styles['actions']}>
        <SendButton
          control={control as never}
          resolver={resumeResolver as never}
          order={fieldOrder}
          label={(field) => t(fieldLabels[field as keyof typeof fieldLabels] ?? 'fields.phone')}
          isValid={isValid}
          pending={isSubmitting}
          pendingLabel={sendingLabel}
          noteClassName={styles['blocked']}
        >
          {t('actions.sendResume')}
        </SendButton>
      </div>
      <p role="status" className={styles['visuallyHidden']}>
        {isSubmitting ? sendingLabel : null}
      </p>
    </form>
  );
}
