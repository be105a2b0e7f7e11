import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.scss';

/**
 * The design system's button looks (ADR 0015, Storybook "UI/Button/Guidelines"): `primary` for
 * the one main action of a view, `secondary` for the actions beside it, `ghost` for quiet ones
 * (lists of links, "cancel"), `outline` on dark or photographic surfaces.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'small' | 'medium' | 'large';

export const buttonVariants: readonly ButtonVariant[] = [
  'primary',
  'secondary',
  'ghost',
  'outline',
];
export const buttonSizes: readonly ButtonSize[] = ['small', 'medium', 'large'];

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: styles['primary'],
  secondary: styles['secondary'],
  ghost: styles['ghost'],
  outline: styles['outline'],
};

const sizeClass: Record<ButtonSize, string | undefined> = {
  small: styles['sizeSmall'],
  medium: undefined,
  large: styles['sizeLarge'],
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The class list of a button look, for a `<button>`, a link or a router link. */
export function buttonClassName(
  { variant = 'primary', size = 'medium' }: ButtonStyleProps = {},
  className?: string,
): string {
  return [styles['button'], variantClass[variant], sizeClass[size], className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Shown instead of the children while an action is in flight; the button is disabled then. */
  pendingLabel?: ReactNode;
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  type = 'button',
  pending = false,
  pendingLabel,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonStyleProps {
  href: string;
}

/** A link that navigates, dressed as a button (same variants and sizes as `Button`). */
export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size }, className)}>
      {children}
    </a>
  );
}
