import type { FieldSpec } from '../schema/field-spec';
import { useContentTexts } from '../content-texts';
import { humanize } from '../ContentForm/value-paths';
import styles from './LocaleColumn.module.scss';

/** A value as one line of text: strings as they are, lists and objects shortened. */
export function previewText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(previewText).join(' · ');
  const object = value as Record<string, unknown>;
  if (typeof object['desktop'] === 'string')
    return object['alt'] ? String(object['alt']) : String(object['desktop']);
  return previewText(
    Object.values(object)
      .filter((entry) => typeof entry === 'string')
      .join(', '),
  );
}

/** What a visitor sees from the fallback locale, greyed, field by field. */
export function FallbackPreview({
  fields,
  data,
  lang,
}: {
  fields: readonly FieldSpec[];
  data: Record<string, unknown>;
  lang: string;
}) {
  const t = useContentTexts();
  return (
    <dl className={styles['fallback']}>
      {fields.map((field) => (
        <div key={field.name} className={styles['fallbackRow']}>
          <dt>{t(`fields.${field.name}` as never, { defaultValue: humanize(field.name) })}</dt>
          <dd lang={lang}>{previewText(data[field.name])}</dd>
        </div>
      ))}
    </dl>
  );
}
