import { clsx } from 'clsx';

// Apart from Button, and without cva, so an island styling a link loads no tailwind-merge, Slot or cva runtime.
// Short class names, as a button is written twice per page; in the components layer, a caller's utility still wins.
const variants = {
  default: 'btn-default',
  accent: 'btn-accent',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  light: 'btn-light',
  link: 'btn-link',
  destructive: 'btn-destructive',
} as const;

const sizes = {
  default: 'btn-md',
  sm: 'btn-sm',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const;

export type ButtonVariantProps = {
  /** Left out for `default`; null for none. */
  variant?: keyof typeof variants | null | undefined;
  /** Left out for `default`; null for none. */
  size?: keyof typeof sizes | null | undefined;
};

/** A button's classes: `btn`, its variant's and size's, then the caller's. */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string | undefined } = {}): string {
  return clsx(
    'btn',
    variant !== null && variants[variant ?? 'default'],
    size !== null && sizes[size ?? 'default'],
    className,
  );
}
