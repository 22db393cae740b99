import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClasses, 'min-h-24 resize-y py-2.5 leading-relaxed', className)} {...props} />;
}
