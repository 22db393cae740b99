import { clsx } from 'clsx';

// Apart from the Button component so that a client island styling a link as a button loads neither tailwind-merge
// nor Radix's Slot.
// The classes are short names for the utility lists in app/globals.css (perf-home, `.btn`): a button is written twice
// in a page (its HTML and the serialized tree), and its list was 400 characters. They sit in the components layer, so
// a utility a caller adds (`mt-6`, `h-auto!`) still wins over them.
// Written out rather than with class-variance-authority: every page's script carried cva's runtime (about 1 kB) for
// this one lookup. Same classes, same order (base, variant, size, the caller's), as cva gave them.
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
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string | undefined } = {}): string {
  return clsx('btn', variant !== null && variants[variant ?? 'default'], size !== null && sizes[size ?? 'default'], className);
}
