import { normalizeLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  ChangeEvent,
  DragEvent,
  FocusEvent,
  InputHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOwnProps } from '../FormField/FormField';
import { FieldMessages, RequiredMarker, useFieldIds } from '../FormField/FormField';
import { mergeRefs } from '../FormField/mergeRefs';
import { Icon } from '../Icon/Icon';
import styles from './FileUpload.module.scss';

export interface FileUploadProps
  extends
    Omit<FieldOwnProps, 'label'>,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'accept' | 'required'
    > {
  /** Accepted types: extensions (`pdf`, `.docx`) or MIME types (`application/pdf`). */
  accept?: readonly string[];
  /** The file-loader config's titles (spec §3), chosen by locale: ru and kz take `titleRu`. */
  titleRu?: string;
  titleEn?: string;
  /** Overrides the titles; without any, a translated "Attach file". */
  label?: ReactNode;
  multiple?: boolean;
  /**
   * Bytes. Larger files are refused with a message that names the limit; the limit itself is
   * not shown beforehand (spec §5 "No size limit is shown").
   */
  maxSize?: number;
  /** The chosen files (react-hook-form: `Controller`'s `field.value`). */
  value?: readonly File[];
  defaultValue?: readonly File[];
  /** Called with the whole new list after a choice, a drop or a removal. */
  onChange?: (files: File[]) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** Language of the title and texts; the page's locale by default. */
  locale?: Locale;
  /** The file input (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const noFiles: readonly File[] = [];
const noAccept: readonly string[] = [];
const numberLocale: Record<Locale, string> = { en: 'en', de: 'de', ru: 'ru', kz: 'ru' };

/** `pdf` → `.pdf`; MIME types and `.ext` stay as they are. */
function acceptToken(entry: string): string {
  const token = entry.trim().toLowerCase();
  return token.includes('/') || token.startsWith('.') ? token : `.${token}`;
}

function isAccepted(file: File, tokens: readonly string[]): boolean {
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file field: a real `<input type="file">` (keyboard: Tab, then Enter or Space) under a
 * styled drop zone that is its label, the chosen files listed with remove buttons, the
 * accepted formats as a hint. Files can be dropped on the zone too, where a mouse can drag
 * them: on a touch screen the zone does not offer it.
 */
export function FileUpload({
  id,
  accept = noAccept,
  titleRu,
  titleEn,
  label,
  multiple = false,
  maxSize,
  value,
  defaultValue,
  onChange,
  onBlur,
  disabled,
  locale,
  required,
  hideRequiredMarker,
  hint,
  error,
  ref,
  className,
  'aria-describedby': ownDescribedBy,
  ...inputProps
}: FileUploadProps) {
  const { t, i18n } = useTranslation('controls');
  const ids = useFieldIds(id);
  const listId = `${ids.id}-files`;
  const formatsId = `${ids.id}-formats`;
  const rejectedId = `${ids.id}-rejected`;
  const pageLocale = locale ?? normalizeLocale(i18n.language);
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);

  const [innerFiles, setInnerFiles] = useState<readonly File[]>(defaultValue ?? noFiles);
  const files = value ?? innerFiles;
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const tokens = useMemo(() => accept.map(acceptToken), [accept]);
  const russianTitle = pageLocale === 'ru' || pageLocale === 'kz';
  const title = label ?? (russianTitle ? titleRu : titleEn) ?? t('file.attach');

  const formatSize = (bytes: number) => {
    const format = (number: number) =>
      new Intl.NumberFormat(numberLocale[pageLocale], { maximumFractionDigits: 1 }).format(number);
    return bytes >= 1024 * 1024
      ? t('file.megabytes', { value: format(bytes / (1024 * 1024)) })
      : t('file.kilobytes', { value: format(Math.max(bytes / 1024, 0.1)) });
  };

  // Keep the input's own file list equal to the shown one, so a plain form post sends it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || typeof DataTransfer === 'undefined') return;
    try {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
    } catch {
      // Older engines cannot build a FileList; the list shown stays the source of truth.
    }
  }, [files]);

  const commit = (next: File[]) => {
    if (value === undefined) setInnerFiles(next);
    onChange?.(next);
  };

  const add = (incoming: readonly File[]) => {
    const refused: string[] = [];
    const taken = incoming.filter((file) => {
      if (!isAccepted(file, tokens)) {
        refused.push(t('file.wrongType', { name: file.name }));
        return false;
      }
      if (maxSize !== undefined && file.size > maxSize) {
        refused.push(t('file.tooLarge', { name: file.name, size: formatSize(maxSize) }));
        return false;
      }
      return true;
    });
    setRejected(refused);
    if (taken.length === 0) return;
    const chosen = multiple ? taken : taken.slice(0, 1);
    commit(
      multiple
        ? [...files, ...chosen.filter((file) => !files.some((old) => sameFile(old, file)))]
        : chosen,
    );
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
  };

  const remove = (file: File) => {
    setRejected([]);
    commit(files.filter((other) => other !== file));
    inputRef.current?.focus();
  };

  const dragHandlers = disabled
    ? {}
    : {
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDragging(false);
          add([...event.dataTransfer.files]);
        },
      };

  const hints = [
    tokens.length > 0
      ? t('file.formats', {
          formats: accept.map((entry) => entry.replace(/^\./, '').toUpperCase()).join(', '),
        })
      : undefined,
  ].filter(Boolean);

  const describedBy = [
    ownDescribedBy,
    hint ? ids.hintId : undefined,
    hints.length > 0 ? formatsId : undefined,
    error ? ids.errorId : undefined,
    rejected.length > 0 ? rejectedId : undefined,
    files.length > 0 ? listId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  const zoneClass = [
    styles['zone'],
    dragging ? styles['zoneDragging'] : undefined,
    disabled ? styles['zoneDisabled'] : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles['field'], className].filter(Boolean).join(' ')}>
      <div className={styles['dropTarget']} {...dragHandlers}>
        <input
          {...inputProps}
          ref={setRefs}
          id={ids.id}
          type="file"
          className={styles['input']}
          accept={tokens.join(',') || undefined}
          multiple={multiple}
          disabled={disabled}
          // `required`, not aria-required: a file input has no ARIA role to carry the latter.
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
          onBlur={onBlur}
        />
        <label id={ids.labelId} htmlFor={ids.id} className={zoneClass}>
          <span className={styles['title']}>
            {title}
            <RequiredMarker
              required={required}
              hidden={hideRequiredMarker}
              className={styles['required']}
            />
          </span>
          <span className={styles['dropHint']} aria-hidden="true">
            {t('file.dropHint')}
          </span>
        </label>
      </div>
      {hints.length > 0 ? (
        <p id={formatsId} className={styles['hint']}>
          {hints.join('. ')}
        </p>
      ) : null}
      <FieldMessages ids={ids} hint={hint} error={error} hintFirst />
      {rejected.length > 0 ? (
        <p id={rejectedId} className={styles['error']} role="alert">
          {rejected.join('. ')}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul id={listId} className={styles['files']} aria-label={t('file.selected')}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles['file']}>
              <span className={styles['fileName']}>{file.name}</span>
              <span className={styles['fileSize']}>{formatSize(file.size)}</span>
              <button
                type="button"
                className={styles['remove']}
                aria-label={t('file.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => remove(file)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
