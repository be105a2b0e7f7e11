import { Checkbox } from '@corp/shared/ui';
import type { ReactElement, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { Captcha } from '../captcha/CaptchaProvider';
import { fieldMessage } from '../form-status/field-message';
import { SendButton } from '../form-status/SubmitNote';
import { HoneypotField } from '../honeypot/HoneypotField';
import type { Honeypot } from '../honeypot/HoneypotField';
import styles from '../ContactForm/ContactForm.module.scss';

/** The consent box every lead form ends with. */
interface ConsentFields {
  policyAgreement: boolean;
}

export interface SubmitTailProps<T extends FieldValues, TOut extends FieldValues> {
  /** The privacy policy's link, inside the consent's text. */
  policyLink: ReactElement;
  /** Inside a dialog: no required marker on the consent (spec §5). */
  hideRequiredMarker: boolean;
  /** The hint that says what the markers mean, beside the button. */
  requiredHint?: boolean;
  honeypot: Honeypot;
  /** The captcha is on (`Captcha.enabled`), and the ref of the element it renders into. */
  captchaEnabled: boolean;
  setCaptchaContainer: Captcha['setContainer'];
  /** The captcha container's id (spec §5 captcha ids). */
  captchaId: string;
  /** The form's rules: the note beside the disabled button says what they still refuse. */
  resolver: Resolver<T, unknown, TOut>;
  /** The form's fields in order, and their labels, for that note. */
  order: readonly string[];
  label: (field: string) => string;
  /** The send button's text while the request is on its way. */
  pendingLabel: string;
  /** Said above the button when the API refused what the visitor cannot correct. */
  refusal?: ReactNode;
  /** The send button's text. */
  children: ReactNode;
}

/**
 * What every lead form ends with (spec §4, §5): the privacy consent, the honeypot, the invisible
 * captcha's container, the send button (disabled while the form is invalid, with the note that
 * says why), the required-fields hint and the status a screen reader hears while sending. Reads
 * the form from its `FormProvider`.
 */
export function SubmitTail<T extends FieldValues, TOut extends FieldValues>({
  policyLink,
  hideRequiredMarker,
  requiredHint = false,
  honeypot,
  captchaEnabled,
  setCaptchaContainer,
  captchaId,
  resolver,
  order,
  label,
  pendingLabel,
  refusal,
  children,
}: SubmitTailProps<T, TOut>) {
  const { t } = useTranslation('forms');
  const { t: message } = useTranslation('validation');
  const { control } = useFormContext<T, unknown, TOut>();
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = useFormContext<ConsentFields>();
  return (
    <>
      <Checkbox
        {...register('policyAgreement')}
        label={<Trans t={t} i18nKey="policyAgreement" components={{ policy: policyLink }} />}
        required
        hideRequiredMarker={hideRequiredMarker}
        error={fieldMessage(message, errors.policyAgreement?.message, 'policyAgreement')}
      />
      <HoneypotField honeypot={honeypot} />
      {captchaEnabled ? <div id={captchaId} ref={setCaptchaContainer} /> : null}
      {refusal ? (
        <p role="alert" className={styles['formError']}>
          {refusal}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <SendButton
          control={control}
          resolver={resolver}
          order={order}
          label={label}
          isValid={isValid}
          pending={isSubmitting}
          pendingLabel={pendingLabel}
          noteClassName={styles['blocked']}
        >
          {children}
        </SendButton>
        {requiredHint ? <p className={styles['hint']}>{t('required.hint')}</p> : null}
      </div>
      <p role="status" className={styles['visuallyHidden']}>
        {isSubmitting ? pendingLabel : null}
      </p>
    </>
  );
}
