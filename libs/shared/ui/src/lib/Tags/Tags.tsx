import { useTranslation } from 'react-i18next';
import { Link } from '../Link/Link';
import styles from './Tags.module.scss';

export interface TagItem {
  name: string;
  /** When set the tag is a link, opened in a new tab. */
  href?: string;
}

export type TagsVariant = 'default' | 'inverse';

export interface TagsProps {
  tags: readonly TagItem[];
  variant?: TagsVariant;
  /** Accessible name of the list; the localized "Tags" by default. */
  label?: string;
  className?: string;
}

const variantClass: Record<TagsVariant, string | undefined> = {
  default: undefined,
  inverse: styles['inverse'],
};

/** Media tags shown as `#name` (spec §2.8). */
export function Tags({ tags, variant = 'default', label, className }: TagsProps) {
  const { t } = useTranslation('ui');
  if (tags.length === 0) return null;
  return (
    <ul
      className={[styles['tags'], variantClass[variant], className].filter(Boolean).join(' ')}
      aria-label={label ?? t('tags.label')}
    >
      {tags.map((tag) => (
        <li key={`${tag.name}-${tag.href ?? ''}`} className={styles['tag']}>
          {tag.href ? (
            <Link href={tag.href} variant="muted" className={styles['link']}>
              #{tag.name}
            </Link>
          ) : (
            <span className={styles['text']}>#{tag.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
