import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextField } from '@corp/shared/ui';
import {
  countOf,
  errorBody,
  errorStatus,
  useEraseSubjectMutation,
  useFindSubjectQuery,
} from '@corp/admin/data-access';
import type { ErasureResult } from '@corp/admin/data-access';
import { Notice, RequireRole, useAdminT } from '@corp/admin/feature-shell';
import { EraseDialog } from '../EraseDialog/EraseDialog';
import { useLeadsTexts } from '../leads-texts';
import { SubjectSummary } from '../SubjectSummary/SubjectSummary';
import styles from './PrivacyPage.module.scss';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** `/admin/privacy` (administrators): a data subject's access and erasure requests. */
export function PrivacyPage() {
  return (
    <RequireRole roles={['admin']}>
      <Privacy />
    </RequireRole>
  );
}

function Privacy() {
  const t = useLeadsTexts();
  const adminT = useAdminT();
  const [typed, setTyped] = useState('');
  const [badEmail, setBadEmail] = useState(false);
  // The address looked up; kept in the page only (never in the URL: it is personal data).
  const [email, setEmail] = useState('');
  const found = useFindSubjectQuery(email, { skip: !email });
  const [erase, erasing] = useEraseSubjectMutation();
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<ErasureResult>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!EMAIL.test(value)) {
      setBadEmail(true);
      return;
    }
    setBadEmail(false);
    setErased(undefined);
    setEmail(value);
    if (value === email) void found.refetch();
  };
  const confirm = async () => {
    const result = await erase(email);
    if ('data' in result && result.data) {
      setErased(result.data);
      setConfirming(false);
      // Nothing is left to show: the look-up is dropped, not asked again.
      setEmail('');
    }
  };

  const crmCount = erased ? countOf(erased.deliveredToCrm) : 0;
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('privacy.title')}</h1>
      <p className={styles['intro']}>{t('privacy.intro')}</p>
      <form
        className={styles['form']}
        onSubmit={find}
        noValidate
        role="search"
        aria-label={t('privacy.title')}
      >
        <TextField
          className={styles['email']}
          type="email"
          name="email"
          autoComplete="off"
          label={t('privacy.email')}
          value={typed}
          error={badEmail ? t('privacy.badEmail') : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" pending={found.isFetching} pendingLabel={t('privacy.finding')}>
          {t('privacy.find')}
        </Button>
      </form>
      {erased ? (
        <Notice tone="success">
          <p className={styles['result']}>
            {t('privacy.erased', {
              leads: erased.leads,
              files: erased.files,
              deliveries: erased.deliveries,
              idempotencyRecords: erased.idempotencyRecords,
            })}
          </p>
          {crmCount > 0 ? (
            <p className={styles['result']}>{t('privacy.erasedCrm', { count: crmCount })}</p>
          ) : null}
        </Notice>
      ) : null}
      {found.error && errorStatus(found.error) !== 403 ? (
        <Notice tone="error">
          {errorBody(found.error)?.message ??
            adminT('app.failed', { status: errorStatus(found.error) })}
        </Notice>
      ) : null}
      {email && found.data && !found.isFetching && !erased ? (
        <SubjectSummary email={email} data={found.data} onErase={() => setConfirming(true)} />
      ) : null}
      {confirming ? (
        <EraseDialog
          open
          email={email}
          erasing={erasing.isLoading}
          error={
            erasing.error
              ? (errorBody(erasing.error)?.message ??
                adminT('app.failed', { status: errorStatus(erasing.error) }))
              : undefined
          }
          onClose={() => {
            setConfirming(false);
            erasing.reset();
          }}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
