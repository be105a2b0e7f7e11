import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@corp/shared/ui';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { PasswordField } from '../PasswordField/PasswordField';
import styles from '../styles/account-form.module.scss';
import { checkNewPassword } from './password-policy';
import type { NewPasswordProblem } from './password-policy';

export interface InviteAcceptFormProps {
  login: string;
  name: string;
  onSubmit(password: string): void;
  pending?: boolean;
  /** The API's message when it refused the password. */
  error?: string;
}

/** Accepting an invitation: the new password twice, 12 characters or more. */
export function InviteAcceptForm({ login, name, onSubmit, pending, error }: InviteAcceptFormProps) {
  const t = useAdminT();
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ReturnType<typeof checkNewPassword>>({});
  const message = (problem: NewPasswordProblem | undefined) =>
    problem ? t(`invite.${problem}`) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = passwordRef.current?.value ?? '';
    const found = checkNewPassword(password, repeatRef.current?.value ?? '');
    setProblems(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    onSubmit(password);
  };

  return (
    <form className={styles['form']} onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h1 id="invite-title" className={styles['title']}>
        {t('invite.title')}
      </h1>
      <p className={styles['intro']}>{t('invite.intro', { name, login })}</p>
      {error ? <Notice tone="error">{t('invite.rejected', { message: error })}</Notice> : null}
      {/* Password managers file the new password under the login. */}
      <input type="hidden" name="username" autoComplete="username" value={login} readOnly />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={t('invite.password')}
        autoComplete="new-password"
        hint={t('invite.policy')}
        required
        error={message(problems.password)}
      />
      <PasswordField
        ref={repeatRef}
        name="repeat"
        label={t('invite.repeat')}
        autoComplete="new-password"
        required
        error={message(problems.repeat)}
      />
      <Button type="submit" pending={pending} pendingLabel={t('invite.pending')}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}
