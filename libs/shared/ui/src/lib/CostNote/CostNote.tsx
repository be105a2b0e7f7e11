import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import styles from './CostNote.module.scss';

export type CostNoteVariant = 'default' | 'inverse';

export interface CostNoteProps {
  /** The note; the localized standard cost note by default. */
  children?: ReactNode;
  variant?: CostNoteVariant;
  className?: string;
}

const variantClass: Record<CostNoteVariant, string | undefined> = {
  default: undefined,
  inverse: styles['inverse'],
};

/** A short note about cost under a price or an offer (spec §2.8). */
export function CostNote({ children, variant = 'default', className }: CostNoteProps) {
  const { t } = useTranslation('ui');
  return (
    <p className={[styles['note'], variantClass[variant], className].filter(Boolean).join(' ')}>
      <Icon name="info" size={18} className={styles['icon']} />
      <span>{children ?? t('costNote.text')}</span>
    </p>
  );
}
