import type { AnchorHTMLAttributes } from 'react';
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
