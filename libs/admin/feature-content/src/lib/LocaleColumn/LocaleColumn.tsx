import { Button, Select } from '@corp/shared/ui';
import type { Locale } from '@corp/shared/i18n';
import { locales } from '@corp/shared/i18n';
import type { LocaleState } from '../api-types';
import { useContentTexts } from '../content-texts';
import { ContentForm } from '../ContentForm/ContentForm';
import type { ContentFormSpec } from '../schema/field-spec';
import type { FallbackView } from '../schema/fallback';
import type { FieldIssue } from '../schema/validate-content';
import { FallbackPreview } from './FallbackPreview';
import styles from './LocaleColumn.module.scss';

export interface LocaleColumnProps {
  /** 1 or 2: the column's place (its locale picker's label). */
  index: number;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  spec: ContentFormSpec;
  state: LocaleState;
  /** The copy being edited; `null` while the locale has none (the fallback is shown). */
  value: Record<string, unknown> | null;
  onChange: (value: Record<string, unknown>) => void;
  fallback: FallbackView | null;
  /** Starts the locale's copy: empty, or from the fallback's text. */
  onStart: (from: 'empty' | 'fallback') => void;
  issues: readonly FieldIssue[];
  /** The user may write this locale of this site (the server checks it again). */
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onCheck: () => void;
  /** Whether the kind has a page to preview. */
  previewable: boolean;
  onPreview: () => void;
  /** A note under the header (saved, refused …). */
  message?: string;
}

const stateClass: Record<LocaleState, string | undefined> = {
  published: styles['published'],
  changed: styles['changed'],
  draft: styles['draft'],
  missing: styles['missing'],
};

/** One locale of an item: its state, its form (or the fallback a visitor sees) and its actions. */
export function LocaleColumn(props: LocaleColumnProps) {
  const t = useContentTexts();
  const { locale, value, fallback, editable } = props;
  const name = t(`locales.${locale}`);
  return (
    <section className={styles['column']} aria-label={name}>
      <div className={styles['header']}>
        <Select
          label={t('editor.column', { index: props.index })}
          options={locales.map((each) => ({ value: each, label: t(`locales.${each}`) }))}
          value={locale}
          onChange={(next) => props.onLocaleChange(next as Locale)}
        />
        <span className={[styles['badge'], stateClass[props.state]].join(' ')}>
          {t(`states.${props.state}`)}
        </span>
      </div>
      {!editable ? (
        <p className={styles['note']} role="note">
          {t('editor.readOnly', { locale: name })}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <Button
          size="small"
          disabled={!editable || !value || !props.dirty}
          pending={props.saving}
          pendingLabel={t('editor.saving')}
          onClick={props.onSave}
        >
          {t('editor.save')}
        </Button>
        <Button size="small" variant="secondary" disabled={!value} onClick={props.onCheck}>
          {t('editor.check')}
        </Button>
        {props.previewable ? (
          <Button size="small" variant="ghost" onClick={props.onPreview}>
            {t('editor.preview', { locale: name })}
          </Button>
        ) : null}
      </div>
      {props.message ? (
        <p className={styles['message']} role="status">
          {props.message}
        </p>
      ) : null}
      {value ? (
        <ContentForm
          spec={props.spec}
          locale={locale}
          idPrefix={`${locale}-${props.index}`}
          value={value}
          onChange={props.onChange}
          issues={props.issues}
          disabled={!editable}
        />
      ) : (
        <div className={styles['empty']}>
          {fallback ? (
            <>
              <p className={styles['fallbackLabel']}>
                {t(fallback.state === 'published' ? 'editor.fallback' : 'editor.fallbackDraft', {
                  locale: fallback.from,
                })}
              </p>
              <FallbackPreview
                fields={props.spec.fields}
                data={fallback.data}
                lang={fallback.from === 'kz' ? 'kk' : fallback.from}
              />
            </>
          ) : (
            <p className={styles['note']}>{t('editor.fallbackNone', { locale: name })}</p>
          )}
          {editable ? (
            <div className={styles['actions']}>
              <Button size="small" variant="secondary" onClick={() => props.onStart('empty')}>
                {t('editor.startLocale', { locale: name })}
              </Button>
              {fallback ? (
                <Button size="small" variant="ghost" onClick={() => props.onStart('fallback')}>
                  {t('editor.startFromFallback', { from: fallback.from })}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
