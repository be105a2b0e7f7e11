import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown instead of the children while an action is in flight; the button is disabled then. */
  pendingLabel?: ReactNode;
  pending?: boolean;
}

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: styles['primary'],
  secondary: styles['secondary'],
  outline: styles['outline'],
};

const sizeClass: Record<ButtonSize, string | undefined> = {
  small: styles['sizeSmall'],
  medium: undefined,
};

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
  const classes = [styles['button'], variantClass[variant], sizeClass[size], className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
