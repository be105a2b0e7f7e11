import { Button } from '@corp/shared/ui';
import type { Revision, RevisionDetail } from '../api-types';
import { useContentTexts } from '../content-texts';
import { useDateTimeFormat } from '../format-date';
import styles from './RevisionsPanel.module.scss';

export interface RevisionsPanelProps {
  revisions: readonly Revision[];
  /** The revision being viewed, once loaded. */
  viewed?: RevisionDetail;
  onView: (id: Revision['id'] | null) => void;
  onRestore: (id: Revision['id']) => void;
  restoring?: Revision['id'];
  canRestore: boolean;
}

const knownActions = new Set(['save', 'publish', 'unpublish', 'restore', 'create', 'import']);

/** An item's history: who did what when and which fields changed; view one, restore one. */
export function RevisionsPanel({
  revisions,
  viewed,
  onView,
  onRestore,
  restoring,
  canRestore,
}: RevisionsPanelProps) {
  const t = useContentTexts();
  const formatDate = useDateTimeFormat();
  return (
    <section className={styles['panel']} aria-labelledby="revisions-title">
      <h2 id="revisions-title" className={styles['title']}>
        {t('revisions.title')}
      </h2>
      {revisions.length === 0 ? <p className={styles['note']}>{t('revisions.empty')}</p> : null}
      <ol className={styles['list']}>
        {revisions.map((revision) => {
          const open = viewed?.id === revision.id;
          const action = knownActions.has(revision.action)
            ? t(`revisions.actions.${revision.action}` as never)
            : revision.action;
          return (
            <li key={revision.id} className={styles['entry']}>
              <p className={styles['head']}>
                <strong>{action}</strong>{' '}
                {t('revisions.who', {
                  author: revision.authorLogin,
                  at: formatDate(revision.createdAt),
                })}
              </p>
              {revision.changed?.length ? (
                <p className={styles['changed']}>
                  {t('revisions.changed', { fields: revision.changed.join(', ') })}
                </p>
              ) : null}
              <div className={styles['tools']}>
                <Button
                  size="small"
                  variant="ghost"
                  aria-expanded={open}
                  onClick={() => onView(open ? null : revision.id)}
                >
                  {open ? t('revisions.hide') : t('revisions.view')}
                </Button>
                {canRestore ? (
                  <Button
                    size="small"
                    variant="secondary"
                    pending={restoring === revision.id}
                    onClick={() => onRestore(revision.id)}
                  >
                    {t('revisions.restore')}
                  </Button>
                ) : null}
              </div>
              {open && viewed ? (
                <div className={styles['detail']}>
                  {Object.entries(viewed.data).map(([locale, data]) => (
                    <details key={locale} open>
                      <summary>{locale}</summary>
                      <pre className={styles['json']} tabIndex={0}>
                        {JSON.stringify(data, null, 2)}
                      </pre>
                    </details>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
