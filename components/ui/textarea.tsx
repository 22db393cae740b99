import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={clsx(controlClasses, 'min-h-24 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
