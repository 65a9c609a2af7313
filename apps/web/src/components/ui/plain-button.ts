import classes from './plain-button.module.css';

export type TPlainButtonVariant = 'filled' | 'light' | 'outline' | 'subtle';
export type TPlainButtonSize = 'sm' | 'md' | 'compactSm';

/**
 * The class names of a button that looks like Mantine's Button, for a link or a <button>. The shell,
 * the home page and the error pages use it instead of Mantine's Button, which brings its loader,
 * transitions and button groups (about 3.7 KB gzipped) into the JavaScript every first visit loads.
 */
export function plainButtonClass(
  variant: TPlainButtonVariant = 'filled',
  size: TPlainButtonSize = 'sm',
): string {
  return `${classes.button} ${classes[size]} ${classes[variant]}`;
}
