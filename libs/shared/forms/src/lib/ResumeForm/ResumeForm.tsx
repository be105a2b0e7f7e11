import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMENT_MAX,
  MAX_FILE_BYTES,
  acceptedFileExtensions,
  resumeFormSchema,
} from '@corp/shared/contracts';
import type { ResumeFormFields, ResumeFormValues } from '@corp/shared/contracts';
import { useGetIndustriesQuery, useSendResumeMutation } from '@corp/shared/data-access-api';
import { preloadSuccessModals, useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { FileUpload, Link, TextField, Textarea, privacyPolicyHref } from '@corp/shared/ui';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useCaptcha } from '../captcha/CaptchaProvider';
import { createRetryKeys } from '../ContactForm/contact-feedback';
import { ControlledSelect } from '../ContactForm/ControlledSelect';
import { reportFormSent } from '../form-page/form-events';
import { defaultPhoneCountry } from '../form-page/page-defaults';
import { useFormPage } from '../form-page/useFormPage';
import { useCountryOptions, useIndustryOptions } from '../form-parts/field-options';
import { passCaptcha, showRequestFailure } from '../form-parts/form-steps';
import { SubmitTail } from '../form-parts/SubmitTail';
import { FormPhoneField } from '../phone-rule/FormPhoneField';
import { phoneRule } from '../phone-rule/phone-rule';
import { fieldMessage } from '../form-status/field-message';
import { useHoneypot } from '../honeypot/HoneypotField';
import { submitOnEnter } from '../form-status/SubmitNote';
import styles from '../ContactForm/ContactForm.module.scss';

/** Spec §5 "Captcha ids": the career form's. */
export const RESUME_CAPTCHA_ID = 'hr-form-captcha';

const resumeResolver = zodResolver(
  resumeFormSchema.check(z.superRefine(phoneRule.check, { when: phoneRule.when })),
  // The form holds the chosen files (`File`) and the box unticked; the schema reads both.
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
const labelKey = (field: string) =>
  Object.entries(fieldLabels).find(([name]) => name === field)?.[1] ?? 'fields.phone';

/** What identifies a resume request for its Idempotency-Key (the file by name, size and date). */
interface ResumeRequestKey {
  captchaToken?: string;
  file: string;
}

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
  const [retryKeys] = useState(() => createRetryKeys<ResumeRequestKey>());
  const honeypot = useHoneypot();
  const hideMarkers = variant === 'modal';
  const phoneCountry = defaultPhoneCountry(page);

  const { data: industries, isLoading: industriesLoading } = useGetIndustriesQuery({
    locale: page.locale,
  });
  const industryOptions = useIndustryOptions(industries);
  const { countries, countryOptions } = useCountryOptions(page.locale);

  const form = useForm<ResumeFormFields, unknown, ResumeFormValues>({
    mode: 'all',
    resolver: resumeResolver,
    defaultValues: emptyFields({ countryCode: phoneCountry }),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = form;

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
    const passed = await passCaptcha(captcha, 'resume-form');
    if (!passed) return;
    const captchaToken = passed.token;
    // The file the visitor chose, as the form holds it (the schema checked its name and size).
    const [file] = form.getValues('file');
    if (!file) return;
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
    });
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
      const warning = '[resume-form] the resume was not sent:';
      const aliases = { countryCode: 'phone', fullName: 'name' };
      showRequestFailure(error, { warning, captcha, setError, order: fieldOrder, aliases });
    }
  });

  const sendingLabel = t('actions.sending');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        // The thank-you's code loads while the visitor fills the form in: it opens at once.
        onFocus={preloadSuccessModals}
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
            defaultCountry={phoneCountry}
            label={t('fields.phone')}
            {...required('phone')}
          />
          {(['country', 'industry'] as const).map((name) => (
            <ControlledSelect
              key={name}
              name={name}
              options={name === 'country' ? countryOptions : industryOptions}
              loading={name === 'industry' && industriesLoading}
              placeholder={t('select.placeholder')}
              label={t(`fields.${name}`)}
              {...required(name)}
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
        <SubmitTail
          policyLink={<Link href={privacyPolicyHref[page.locale]} />}
          hideRequiredMarker={hideMarkers}
          honeypot={honeypot}
          captchaEnabled={captchaEnabled}
          setCaptchaContainer={setCaptchaContainer}
          captchaId={RESUME_CAPTCHA_ID}
          resolver={resumeResolver}
          order={fieldOrder}
          label={(field) => t(labelKey(field))}
          pendingLabel={sendingLabel}
        >
          {t('actions.sendResume')}
        </SubmitTail>
      </form>
    </FormProvider>
  );
}
