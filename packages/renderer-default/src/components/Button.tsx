import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css.js';

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  fullWidth?: boolean;
}

/** A text button of the modal. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', fullWidth = false, className, type = 'button', ...props },
  ref,
) {
  const classes = [styles.button[variant], fullWidth ? styles.fullWidth : '', className ?? ''].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...props} />;
});
