import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Link.module.scss';

export type LinkVariant = 'inline' | 'standalone' | 'muted' | 'inverse' | 'button';
export type LinkTarget = '_blank' | '_self';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  variant?: LinkVariant;
  /** Spec §9: links open in a new tab unless told otherwise. */
  target?: LinkTarget;
}

const variantClass: Record<LinkVariant, string | undefined> = {
  inline: styles['inline'],
  standalone: styles['standalone'],
  muted: styles['muted'],
  inverse: styles['inverse'],
  button: styles['button'],
};

/** `rel` for a target: a new tab never gets `window.opener`; the caller's tokens are kept. */
export function relFor(target: LinkTarget, rel?: string): string | undefined {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (target === '_blank') tokens.add('noopener');
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

export function Link({
  variant = 'inline',
  target = '_blank',
  rel,
  className,
  children,
  ...rest
}: LinkProps) {
  return (
    <a
      {...rest}
      target={target}
      rel={relFor(target, rel)}
      className={[styles['link'], variantClass[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}

export interface LanguageMarkProps {
  /** The language of what the link leads to (a page, a PDF): en, ru or de. */
  language: 'en' | 'ru' | 'de';
}

/**
 * After a link's text, the language of what it leads to when that is not the page's (issue 42:
 * the German menus lead to English pages, the German forms to the English policy): its code
 * ("EN") and, for screen readers, "auf Englisch" in the page's language. Give the link
 * `hreflang` too.
 */
export function LanguageMark({ language }: LanguageMarkProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {' '}
      <span className={styles['languageMark']}>
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <span className={styles['visuallyHidden']}> ({t(`language.in.${language}`)})</span>
      </span>
    </>
  );
}
