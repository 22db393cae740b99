import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Label } from './label';

/** The ids a control needs so that its label, hint and error are announced with it. */
export function fieldIds(id: string) {
  return { control: id, hint: `${id}-hint`, error: `${id}-error` };
}

/** `aria-describedby`/`aria-invalid` for a control, from what its field shows. */
export function fieldAria(id: string, { hint, error }: { hint?: boolean; error?: string | undefined }) {
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return { id: ids.control, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. "(optional)"; part of the accessible name. */
  labelNote?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'children'>;

/** Label, control, hint and error of one form field (shadcn's Field pattern); the error is an alert. */
export function Field({ id, label, labelNote, hint, error, children, className, ...props }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={clsx('grid gap-2', className)} {...props}>
      <Label htmlFor={ids.control}>
        {label}
        {labelNote ? <span className="font-normal text-muted-foreground">{labelNote}</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message?: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" data-slot="field-error" className={clsx('text-sm font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
