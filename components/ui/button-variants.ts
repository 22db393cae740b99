import { cva } from 'class-variance-authority';

// Apart from the Button component so that a client island styling a link as a button loads neither tailwind-merge
// nor Radix's Slot.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium tracking-wide transition-[color,background-color,border-color,box-shadow,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-foreground text-background hover:bg-accent hover:text-accent-foreground',
        accent: 'bg-accent text-accent-foreground hover:bg-foreground hover:text-background',
        outline: 'border border-foreground/25 bg-transparent hover:border-foreground hover:bg-foreground hover:text-background',
        ghost: 'hover:bg-muted',
        light: 'bg-paper text-ink hover:bg-accent hover:text-accent-foreground',
        link: 'rounded-none px-0 underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      size: {
        default: 'h-11 px-6',
        sm: 'h-9 px-4 text-xs',
        lg: 'h-13 px-8 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
