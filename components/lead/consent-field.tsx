import type { ReactNode } from 'react';
import type { ControlProps } from '@/components/forms/form-view';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, fieldAria } from '@/components/ui/field';

/** The consent checkbox of the lead and contact forms: box, label beside it, and its error below. */
export function ConsentField({
  id,
  label,
  error,
  control,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  control: ControlProps;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox className="mt-0.5" {...control} {...fieldAria(id, { error })} />
        <label htmlFor={id} className="text-sm leading-relaxed text-muted-foreground">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
