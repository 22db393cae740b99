'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { perLocale } from '@/components/forms/per-locale';
import { unlockGalleryPage } from '@/lib/actions/gallery-password';
import type { Locale } from '@/lib/i18n/locales';

const unlockIn = perLocale(unlockGalleryPage);
const FIELD = 'gallery-unlock-password';

type Props = {
  locale: Locale;
  galleryId: string;
  /** Where Cancelar leads: the gallery's grid. */
  cancelHref: string;
  labels: { label: string; submit: string; cancel: string; checking: string };
};

/**
 * The password prompt of a protected gallery for a browser without JavaScript: a real form posted to a server action,
 * whose answer (a wrong password, too many attempts, an empty field) the server renders under the field; a right one
 * reloads the page with the photographs. With JavaScript the gallery's viewer asks in its own dialog instead.
 */
export function UnlockForm({ locale, galleryId, cancelHref, labels }: Props) {
  const [state, formAction, pending] = useActionState(unlockIn[locale], null);
  const error = state && !state.success ? (state.fieldErrors.password ?? state.message) : undefined;
  return (
    <form action={formAction} noValidate className="grid max-w-md gap-5" data-testid="gallery-unlock-form">
      <input type="hidden" name="galleryId" value={galleryId} />
      <div className="grid gap-2">
        <Label htmlFor={FIELD}>{labels.label}</Label>
        {/* After a refusal the page (without JavaScript, a new one) puts the visitor back in the field, which reads its
            message through aria-describedby. */}
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(error)}
          {...fieldAria(FIELD, { error })}
        />
        <FieldError id={`${FIELD}-error`} message={error} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? labels.checking : labels.submit}
        </Button>
        <a href={cancelHref} className={buttonVariants({ variant: 'outline' })}>
          {labels.cancel}
        </a>
      </div>
    </form>
  );
}
