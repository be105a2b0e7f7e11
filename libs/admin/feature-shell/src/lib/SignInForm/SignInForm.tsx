import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextField } from '@corp/shared/ui';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { PasswordField } from '../PasswordField/PasswordField';
import type { SignInError } from './sign-in-error';
import styles from '../styles/account-form.module.scss';

export interface SignInFormProps {
  onSubmit(credentials: { login: string; password: string }): void;
  pending?: boolean;
  /** The last attempt's failure. */
  error?: SignInError;
}

/** The sign-in form: login and password, each required, and why the last attempt failed. */
export function SignInForm({ onSubmit, pending = false, error }: SignInFormProps) {
  const t = useAdminT();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState<{ login?: boolean; password?: boolean }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = loginRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const next = { login: !login, password: !password };
    setMissing(next);
    if (next.login) return loginRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit({ login, password });
  };

  return (
    <form className={styles['form']} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles['title']}>
        {t('signIn.title')}
      </h1>
      <p className={styles['intro']}>{t('signIn.intro')}</p>
      {error ? <SignInErrorNotice error={error} /> : null}
      <TextField
        ref={loginRef}
        name="login"
        label={t('signIn.login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={missing.login ? t('signIn.required', { field: t('signIn.login') }) : undefined}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        error={missing.password ? t('signIn.required', { field: t('signIn.password') }) : undefined}
      />
      <Button type="submit" pending={pending} pendingLabel={t('signIn.pending')}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

function SignInErrorNotice({ error }: { error: SignInError }) {
  const t = useAdminT();
  if (error.kind === 'no-users')
    return (
      <Notice tone="error">
        <p>{t('signIn.noUsers')}</p>
        <p>{t('signIn.noUsersHow')}</p>
      </Notice>
    );
  if (error.kind === 'locked') {
    const seconds = error.retryAfter;
    const wait =
      seconds === undefined
        ? undefined
        : seconds >= 120
          ? t('signIn.minutes', { count: Math.ceil(seconds / 60) })
          : t('signIn.seconds', { count: seconds });
    return (
      <Notice tone="error">{wait ? t('signIn.locked', { wait }) : t('signIn.lockedNoWait')}</Notice>
    );
  }
  if (error.kind === 'invalid') return <Notice tone="error">{t('signIn.invalid')}</Notice>;
  return (
    <Notice tone="error">
      {error.status ? t('app.failed', { status: error.status }) : t('app.offline')}
    </Notice>
  );
}
