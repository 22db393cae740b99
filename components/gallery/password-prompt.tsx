'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { GalleryContents } from '@/lib/domain/gallery-view';
import { fetchGalleryImages } from './gallery-images';
import { fill, type PasswordLabels } from './viewer-labels';
import { Icon } from '@/components/ui/icon';

type Props = {
  open: boolean;
  galleryId: string;
  locale: string;
  labels: PasswordLabels;
  onUnlocked: (contents: GalleryContents) => void;
  onCancel: () => void;
  /**
   * After a cancel, once the prompt has gone: it has no Radix trigger, so Radix alone would leave focus on the body.
   */
  onCancelled: () => void;
};

const FIELD = 'gallery-password';

/** Password prompt: verifies through the API, which sets the unlock cookie, then fetches the images. */
/** '15 minutos', '1 minute', '45 secondi': the provider's Retry-After in words the visitor reads, in their language. */
function waitTime(seconds: number, locale: string): string {
  const minutes = seconds >= 60;
  const format = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  });
  return format.format(minutes ? Math.ceil(seconds / 60) : seconds);
}

export function PasswordPrompt({ open, galleryId, locale, labels, onUnlocked, onCancel, onCancelled }: Props) {
  const unlocked = useRef(false);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function verify(password: string): Promise<string | undefined> {
    const response = await fetch('/api/gallery/verify-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ galleryId, password, lang: locale }),
    });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      return fill(labels.rateLimited, {
        wait: waitTime(Number.isFinite(seconds) && seconds > 0 ? seconds : 60, locale),
      });
    }
    if (!response.ok) return labels.failed;
    const body = (await response.json()) as { success?: boolean };
    if (!body.success) return labels.wrong;
    const contents = await fetchGalleryImages('arquitectura', galleryId, locale);
    if (!contents) return labels.failed;
    unlocked.current = true;
    onUnlocked(contents);
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setError(labels.required);
    setBusy(true);
    setError(undefined);
    try {
      setError(await verify(password));
    } catch {
      setError(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        closeLabel={labels.cancel}
        showCloseButton={false}
        data-testid="password-prompt"
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Unlocked: the viewer opening in its place takes focus itself.
          if (!unlocked.current) onCancelled();
        }}
      >
        <DialogHeader>
          <span
            aria-hidden
            className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-muted text-accent"
          >
            <Icon name="lock" className="size-5" />
          </span>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={FIELD}>{labels.label}</Label>
            <div className="relative">
              <Input
                name="password"
                type={visible ? 'text' : 'password'}
                autoComplete="current-password"
                autoFocus
                className="pr-12"
                {...fieldAria(FIELD, { error })}
              />
              <button
                type="button"
                onClick={() => setVisible((v) => !v)}
                aria-pressed={visible}
                aria-label={visible ? labels.hide : labels.show}
                className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
              >
                {visible ? <Icon name="eye-off" className="size-4.5" /> : <Icon name="eye" className="size-4.5" />}
              </button>
            </div>
            <FieldError id={`${FIELD}-error`} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {labels.cancel}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? labels.checking : labels.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
