import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Modal, Select, TextField } from '@corp/shared/ui';
import type { ContentKindName } from '@corp/shared/contracts';
import { useContentTexts } from '../content-texts';
import { deriveContentForm } from '../schema/derive-fields';
import styles from './CreateItemDialog.module.scss';

export interface CreateItemDialogProps {
  open: boolean;
  onClose: () => void;
  kind: ContentKindName;
  /** The sites the user may create items in. */
  sites: readonly string[];
  /** Resolves once created; rejects with the server's message. */
  onCreate: (site: string, key: string | undefined) => Promise<void>;
}

/** A new item of a kind: its site and, unless the kind numbers its items, its key. */
export function CreateItemDialog({ open, onClose, kind, sites, onCreate }: CreateItemDialogProps) {
  const t = useContentTexts();
  const spec = deriveContentForm(kind);
  const numbered =
    spec.fields.find((field) => field.name === spec.keyField)?.node.type === 'number';
  const [site, setSite] = useState(sites[0] ?? 'main');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!numbered && !key.trim()) {
      setError(t('issues.required'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onCreate(site, key.trim() || undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('list.createTitle', { kind: t(`kinds.${kind}`) })}
    >
      <form className={styles['form']} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={t('list.createSite')}
          required
          options={sites.map((each) => ({ value: each, label: each }))}
          value={site}
          onChange={setSite}
        />
        <TextField
          label={numbered ? t('list.createKey') : `${t('list.key')} (${spec.keyField})`}
          required={!numbered}
          value={key}
          error={error}
          onChange={(event) => setKey(event.target.value)}
        />
        <div className={styles['actions']}>
          <Button type="submit" pending={pending}>
            {t('list.createSubmit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('list.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
