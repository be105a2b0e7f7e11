import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, TextField } from '@corp/shared/ui';
import { adminRoles, adminSites, contentLocales } from '@corp/admin/data-access';
import type { AdminRole } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { checkUser, emptyUser, toggled } from './user-form-values';
import type { UserFormProblems, UserFormValues } from './user-form-values';
import styles from './UserForm.module.scss';

export interface UserFormProps {
  /** `invite` asks for the login too; `edit` changes name, role and scope. */
  mode: 'invite' | 'edit';
  initial?: UserFormValues;
  onSubmit(values: UserFormValues): void;
  onCancel?(): void;
  pending?: boolean;
  /** The API's refusal: a field it named (`login: 'taken'`) or a message. */
  serverProblems?: UserFormProblems;
  serverError?: string;
}

/** Inviting a user (login, name, role, sites, locales) or changing one's role and scope. */
export function UserForm({
  mode,
  initial,
  onSubmit,
  onCancel,
  pending,
  serverProblems,
  serverError,
}: UserFormProps) {
  const t = useAdminT();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [values, setValues] = useState<UserFormValues>(initial ?? emptyUser());
  const [problems, setProblems] = useState<UserFormProblems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const shown = { ...problems, ...serverProblems };
  const fieldText = (field: 'login' | 'name') =>
    shown[field] === 'required'
      ? t('users.required', { field: t(`users.${field}`) })
      : shown[field]
        ? t(`users.${shown[field]}`)
        : undefined;
  const titleId = `user-form-${ids}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkUser(values, mode === 'invite');
    setProblems(found);
    const first = (['login', 'name', 'sites', 'locales'] as const).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    onSubmit({ ...values, login: values.login.trim(), name: values.name.trim() });
  };

  return (
    <form
      ref={formRef}
      className={styles['form']}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles['title']}>
        {mode === 'invite' ? t('users.inviteTitle') : t('users.editTitle', { login: values.login })}
      </h2>
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <div className={styles['row']}>
        {mode === 'invite' ? (
          <TextField
            data-field="login"
            name="login"
            label={t('users.login')}
            hint={t('users.loginHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.login}
            onChange={(event) => setValues({ ...values, login: event.target.value })}
            error={fieldText('login')}
          />
        ) : null}
        <TextField
          data-field="name"
          name="name"
          label={t('users.name')}
          autoComplete="off"
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={fieldText('name')}
        />
        <div className={styles['field']}>
          <label htmlFor={`role-${ids}`} className={styles['label']}>
            {t('users.role')}
          </label>
          <select
            id={`role-${ids}`}
            name="role"
            className={styles['select']}
            value={values.role}
            onChange={(event) => setValues({ ...values, role: event.target.value as AdminRole })}
          >
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`scope-${ids}`} className={styles['hint']}>
        {t('users.scopeHint')}
      </p>
      <ChoiceGroup
        field="sites"
        legend={t('users.sites')}
        options={adminSites}
        chosen={values.sites}
        labelOf={(site) => site}
        onChange={(sites) => setValues({ ...values, sites })}
        describedBy={`scope-${ids}`}
        error={shown.sites ? t(`users.${shown.sites}`) : undefined}
        errorId={`sites-error-${ids}`}
      />
      <ChoiceGroup
        field="locales"
        legend={t('users.locales')}
        options={contentLocales}
        chosen={values.locales}
        labelOf={(locale) => locale}
        onChange={(locales) => setValues({ ...values, locales })}
        describedBy={`scope-${ids}`}
        error={shown.locales ? t(`users.${shown.locales}`) : undefined}
        errorId={`locales-error-${ids}`}
      />
      <div className={styles['actions']}>
        <Button
          type="submit"
          pending={pending}
          pendingLabel={mode === 'invite' ? t('users.inviting') : t('users.saving')}
        >
          {mode === 'invite' ? t('users.invite') : t('users.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('users.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface ChoiceGroupProps<T extends string> {
  field: string;
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  labelOf(option: T): string;
  onChange(chosen: T[]): void;
  describedBy: string;
  error?: string;
  errorId: string;
}

/** A group of checkboxes with its legend and one error for the group. */
function ChoiceGroup<T extends string>({
  field,
  legend,
  options,
  chosen,
  labelOf,
  onChange,
  describedBy,
  error,
  errorId,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset
      className={styles['group']}
      aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles['label']}>{legend}</legend>
      <div className={styles['choices']}>
        {options.map((option, index) => (
          <Checkbox
            key={option}
            name={field}
            value={option}
            label={labelOf(option)}
            checked={chosen.includes(option)}
            onChange={(event) => onChange(toggled(chosen, option, event.target.checked))}
            {...(index === 0 ? { 'data-field': field } : {})}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles['error']}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
