import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldAria } from '@/components/ui/field';

/** The consent checkbox of the lead and contact forms: box, label beside it, and its error below. */
export function ConsentField({ id, label, error, registration }: { id: string; label: ReactNode; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox className="mt-0.5" {...registration} {...fieldAria(id, { error })} />
        <label htmlFor={id} className="text-sm leading-relaxed text-muted-foreground">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
