import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import * as styles from './IconButton.css.js';

/** Props of IconButton: an accessible name is required, since the button shows only an icon. */
export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  size?: 'small' | 'medium';
}

/** A round button with only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, size = 'medium', className, type = 'button', ...props },
  ref,
) {
  const classes = [styles.iconButton, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return <button ref={ref} type={type} aria-label={label} title={label} className={classes} {...props} />;
});
