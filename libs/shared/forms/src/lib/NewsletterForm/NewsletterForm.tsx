import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterFormSchema } from '@corp/shared/contracts';
import type { NewsletterFormFields, NewsletterFormValues } from '@corp/shared/contracts';
import { useSubscribeMutation } from '@corp/shared/data-access-api';
import { preloadSuccessModals, useModal } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { Checkbox, PrivacyPolicyLink, TextField } from '@corp/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useCaptcha } from '../captcha/CaptchaProvider';
import { createRetryKeys } from '../ContactForm/contact-feedback';
import { reportFormSent } from '../form-page/form-events';
import { feedbackPagePath } from '../form-page/form-page';
import { useFormPage } from '../form-page/useFormPage';
import { passCaptcha, showRequestFailure } from '../form-parts/form-steps';
import { fieldMessage } from '../form-status/field-message';
import { HoneypotField, useHoneypot } from '../honeypot/HoneypotField';
import { SendButton, submitOnEnter } from '../form-status/SubmitNote';
import styles from './NewsletterForm.module.scss';

export type NewsletterFormVariant = 'modal' | 'inline';

/** What identifies a subscription request for its Idempotency-Key. */
interface NewsletterRequestKey {
  email: string;
  captchaToken?: string;
}

export interface NewsletterFormProps {
  /** `modal`: the newsletter dialog's form; `inline`: a compact row (a footer's). */
  variant?: NewsletterFormVariant;
  site?: SiteName;
  /** The captcha container's id; by variant when not given. */
  captchaId?: string;
  className?: string;
}

const captchaIdByVariant: Record<NewsletterFormVariant, string> = {
  modal: 'newsletter-captcha',
  inline: 'footer-newsletter-captcha',
};

const resolver = zodResolver(newsletterFormSchema) as unknown as Resolver<
  NewsletterFormFields,
  unknown,
  NewsletterFormValues
>;

const fieldOrder = ['email', 'policyAgreement'] as const;

/**
 * The newsletter subscription (spec §7 `POST /subscribe/`): an e-mail and the policy box; on
 * success the newsletter thank-you opens.
 */
export function NewsletterForm({
  variant = 'modal',
  site,
  captchaId,
  className,
}: NewsletterFormProps) {
  const page = useFormPage(site);
  const { t } = useTranslation('forms');
  const { t: message } = useTranslation('validation');
  const modal = useModal();
  const { enabled: captchaEnabled, setContainer: setCaptchaContainer, ...captcha } = useCaptcha();
  const [subscribe] = useSubscribeMutation();
  const [retryKeys] = useState(() => createRetryKeys<NewsletterRequestKey>());
  const honeypot = useHoneypot();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<NewsletterFormFields, unknown, NewsletterFormValues>({
    mode: 'all',
    resolver,
    defaultValues: { email: '', policyAgreement: false },
  });
  const errorText = (field: keyof NewsletterFormFields): string | undefined => {
    // A field may have its own text for the key (`require-single_phone`: "enter a phone number").
    return fieldMessage(message, errors[field]?.message, field);
  };

  const submit = handleSubmit(async (values) => {
    const passed = await passCaptcha(captcha, 'newsletter-form');
    if (!passed) return;
    const captchaToken = passed.token;
    const args = {
      email: values.email,
      page: feedbackPagePath(page),
      locale: page.locale,
      ...(captchaToken ? { captchaToken } : {}),
      website: honeypot.value(),
    };
    try {
      await subscribe({ ...args, idempotencyKey: retryKeys.keyFor(args) }).unwrap();
      retryKeys.succeeded();
      captcha.reset();
      reset({ email: '', policyAgreement: false });
      reportFormSent(page, 'subscribe');
      modal.open('newsletter-success', {});
    } catch (error) {
      const warning = '[newsletter-form] the subscription was not sent:';
      showRequestFailure(error, { warning, captcha, setError, order: fieldOrder, aliases: {} });
    }
  });

  const hideMarkers = true;
  return (
    <form
      noValidate
      // The thank-you's code loads while the visitor fills the form in: it opens at once.
      onFocus={preloadSuccessModals}
      onSubmit={submit}
      onKeyDown={isValid ? undefined : submitOnEnter(submit)}
      aria-label={variant === 'inline' ? t('titles.newsletter') : undefined}
      className={[styles['form'], styles[variant], className].filter(Boolean).join(' ')}
    >
      <TextField
        {...register('email')}
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        required
        hideRequiredMarker={hideMarkers}
        error={errorText('email')}
        className={styles['email']}
      />
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
        className={styles['policy']}
      />
      <HoneypotField honeypot={honeypot} />
      {captchaEnabled ? (
        <div id={captchaId ?? captchaIdByVariant[variant]} ref={setCaptchaContainer} />
      ) : null}
      <SendButton
        control={control as never}
        resolver={resolver as never}
        order={fieldOrder}
        label={() => t('fields.email')}
        isValid={isValid}
        pending={isSubmitting}
        pendingLabel={t('actions.sending')}
        className={styles['submit']}
        noteClassName={styles['blocked']}
      >
        {t('actions.subscribe')}
      </SendButton>
    </form>
  );
}
