import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@corp/shared/ui';
import type { ContentKindName } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type {
  ContentItem,
  LocaleState,
  PublishError,
  Revision,
  RevisionDetail,
  ScheduleAction,
} from '../api-types';
import { useContentTexts } from '../content-texts';
import { LocaleColumn } from '../LocaleColumn/LocaleColumn';
import { RevisionsPanel } from '../RevisionsPanel/RevisionsPanel';
import { SchedulePanel } from '../SchedulePanel/SchedulePanel';
import { deriveContentForm } from '../schema/derive-fields';
import type { LocaleCopies } from '../schema/fallback';
import { fallbackFor } from '../schema/fallback';
import { cleanObject, emptyItem } from '../schema/form-values';
import { validateContent } from '../schema/validate-content';
import styles from './ContentEditor.module.scss';
import { keyValue, refusalIssues, useEditorState } from './editor-state';

export interface ContentEditorProps {
  kind: ContentKindName;
  item: ContentItem;
  /** Locales the user may write in this item's site (none: read only). */
  editableLocales: readonly Locale[];
  revisions: readonly Revision[];
  viewedRevision?: RevisionDetail;
  onViewRevision: (id: Revision['id'] | null) => void;
  onRestore: (id: Revision['id']) => Promise<void>;
  onSaveDraft: (locale: Locale, data: Record<string, unknown>) => Promise<void>;
  /** Resolves with the contract's refusals (`[]` when published). */
  onPublish: () => Promise<readonly PublishError[]>;
  onUnpublish: () => Promise<void>;
  onPreview: (locale: Locale) => Promise<void>;
  onSchedule: (action: ScheduleAction, runAt: string) => Promise<void>;
  onCancelSchedule: (id: number | string) => Promise<void>;
  /** The kind has pages of its own to preview. */
  previewable: boolean;
}

function stateOf(copies: LocaleCopies | undefined): LocaleState {
  if (!copies || (!copies.draft && !copies.published)) return 'missing';
  if (!copies.published) return 'draft';
  return copies.draft ? 'changed' : 'published';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The editor of one item: two locales side by side (each with its form, or the fallback a
 * visitor sees), save per locale, publish (refusals shown at their field and locale),
 * unpublish, preview, schedules and revisions.
 */
export function ContentEditor(props: ContentEditorProps) {
  const { kind, item, editableLocales } = props;
  const t = useContentTexts();
  const spec = deriveContentForm(kind);
  const state = useEditorState(item, editableLocales, spec);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string>();
  const [restoring, setRestoring] = useState<Revision['id']>();
  const canEdit = editableLocales.length > 0;

  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name);
    try {
      await work();
    } catch (error) {
      setMessage(t('editor.error', { message: messageOf(error) }));
    } finally {
      setBusy(null);
    }
  };

  const save = async (locale: Locale) => {
    const value = state.valueOf(locale);
    if (!value) return;
    const data = cleanObject(spec.fields, value);
    state.setIssues(locale, validateContent(kind, data));
    setBusy(`save-${locale}`);
    try {
      await props.onSaveDraft(locale, data);
      state.saved(locale);
      state.note(locale, t('editor.saved'));
    } catch (error) {
      state.note(locale, t('editor.saveFailed', { message: messageOf(error) }));
      throw error;
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    run('publish', async () => {
      for (const locale of state.dirty) if (editableLocales.includes(locale)) await save(locale);
      const errors = await props.onPublish();
      // Each refused field in the UI's language: what this locale's own check finds there.
      const byLocale = refusalIssues(errors, (locale) => {
        const value = state.valueOf(locale);
        return value ? validateContent(kind, cleanObject(spec.fields, value)) : [];
      });
      state.replaceIssues(byLocale);
      if (errors.length === 0) {
        setMessage(t('editor.published'));
        return;
      }
      const count = Object.values(byLocale).reduce((sum, issues) => sum + issues.length, 0);
      setMessage(t('editor.publishRefused' as never, { count }));
      // A refused locale not on screen takes the second column.
      const hidden = (Object.keys(byLocale) as Locale[]).find((l) => !state.columns.includes(l));
      if (hidden) state.setColumn(1, hidden);
    });

  const start = (locale: Locale, from: 'empty' | 'fallback') => {
    const fallback = fallbackFor(item.locales, locale);
    const base = from === 'fallback' && fallback ? fallback.data : emptyItem(spec.fields);
    state.edit(locale, { ...base, [spec.keyField]: keyValue(spec, item) });
  };

  return (
    <div className={styles['editor']}>
      <div className={styles['toolbar']}>
        <Link
          className={buttonClassName({ variant: 'ghost', size: 'small' })}
          to={`/content/${kind}`}
        >
          {t('editor.back', { kind: t(`kinds.${kind}`) })}
        </Link>
        <h1 className={styles['title']}>
          {t(`kinds.${kind}`)}: {item.key}
        </h1>
        <p className={styles['meta']}>
          {t('editor.site', { site: item.site })} ·{' '}
          {t('editor.status', { status: t(`states.${item.status}`) })}
        </p>
        <div className={styles['actions']}>
          <Button
            disabled={!canEdit || busy !== null}
            pending={busy === 'publish'}
            pendingLabel={t('editor.publishing')}
            onClick={() => void publish()}
          >
            {t('editor.publish')}
          </Button>
          <Button
            variant="secondary"
            disabled={!canEdit || busy !== null || item.status === 'draft'}
            onClick={() =>
              void run('unpublish', async () => {
                await props.onUnpublish();
                setMessage(t('editor.unpublished'));
              })
            }
          >
            {t('editor.unpublish')}
          </Button>
        </div>
        {message ? (
          <p className={styles['message']} role="status">
            {message}
          </p>
        ) : null}
      </div>
      <div className={styles['columns']} role="group" aria-label={t('editor.columns')}>
        {state.columns.map((locale, index) => (
          <LocaleColumn
            key={`${index}-${locale}`}
            index={index + 1}
            locale={locale}
            onLocaleChange={(next) => state.setColumn(index as 0 | 1, next)}
            spec={spec}
            state={stateOf(item.locales[locale])}
            value={state.valueOf(locale)}
            onChange={(value) => {
              state.edit(locale, value);
              // Shown issues follow the edits (the same contract checks them again).
              if (state.issues[locale]?.length)
                state.setIssues(locale, validateContent(kind, cleanObject(spec.fields, value)));
            }}
            fallback={fallbackFor(item.locales, locale)}
            onStart={(from) => start(locale, from)}
            issues={state.issues[locale] ?? []}
            editable={editableLocales.includes(locale)}
            dirty={state.dirty.has(locale)}
            saving={busy === `save-${locale}`}
            onSave={() => void save(locale).catch(() => undefined)}
            onCheck={() => {
              const value = state.valueOf(locale);
              if (!value) return;
              const found = validateContent(kind, cleanObject(spec.fields, value));
              state.setIssues(locale, found);
              state.note(locale, found.length === 0 ? t('editor.checkOk') : undefined);
            }}
            previewable={props.previewable}
            onPreview={() =>
              void props
                .onPreview(locale)
                .catch((error: unknown) =>
                  state.note(locale, t('editor.previewFailed', { message: messageOf(error) })),
                )
            }
            message={state.notes[locale]}
          />
        ))}
      </div>
      <aside className={styles['side']}>
        <SchedulePanel
          schedules={item.schedules}
          disabled={!canEdit}
          onAdd={(action, runAt) => void run('schedule', () => props.onSchedule(action, runAt))}
          onCancel={(id) => void run('schedule', () => props.onCancelSchedule(id))}
        />
        <RevisionsPanel
          revisions={props.revisions}
          viewed={props.viewedRevision}
          onView={props.onViewRevision}
          canRestore={canEdit}
          restoring={restoring}
          onRestore={(id) => {
            setRestoring(id);
            void run('restore', async () => {
              await props.onRestore(id);
              setMessage(t('revisions.restored'));
            }).finally(() => setRestoring(undefined));
          }}
        />
      </aside>
    </div>
  );
}
