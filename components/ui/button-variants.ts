import { cva } from 'class-variance-authority';

// Apart from the Button component so that a client island styling a link as a button loads neither tailwind-merge
// nor Radix's Slot.
// The classes are short names for the utility lists in app/globals.css (perf-home, `.btn`): a button is written twice
// in a page (its HTML and the serialized tree), and its list was 400 characters. They sit in the components layer, so
// a utility a caller adds (`mt-6`, `h-auto!`) still wins over them.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      accent: 'btn-accent',
      outline: 'btn-outline',
      ghost: 'btn-ghost',
      light: 'btn-light',
      link: 'btn-link',
      destructive: 'btn-destructive',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});
