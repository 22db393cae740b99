import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Taught the project's own font tokens, so that `font-display` and `font-sans` replace each other instead of stacking.
const twMerge = extendTailwindMerge({
  extend: { classGroups: { 'font-family': [{ font: ['display', 'sans'] }] } },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
