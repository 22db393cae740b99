'use client';

import { EyeIcon, EyeOffIcon, LockIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ViewerImage } from '@/lib/domain/gallery-view';
import { fetchGalleryImages } from './gallery-images';
import { fill, type PasswordLabels } from './viewer-labels';

type Props = {
  open: boolean;
  galleryId: string;
  locale: string;
  labels: PasswordLabels;
  onUnlocked: (images: ViewerImage[]) => void;
  onCancel: () => void;
};

const FIELD = 'gallery-password';

/** Spec §2 "Password prompt": verifies through the API, which sets the unlock cookie, then fetches the images. */
export function PasswordPrompt({ open, galleryId, locale, labels, onUnlocked, onCancel }: Props) {
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function verify(password: string): Promise<string | undefined> {
    const response = await fetch('/api/gallery/verify-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ galleryId, password, lang: locale }),
    });
    if (response.status === 429) return fill(labels.rateLimited, { seconds: Number(response.headers.get('Retry-After')) || 60 });
    if (!response.ok) return labels.failed;
    const body = (await response.json()) as { success?: boolean };
    if (!body.success) return labels.wrong;
    const images = await fetchGalleryImages('arquitectura', galleryId, locale);
    if (!images) return labels.failed;
    onUnlocked(images);
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
      <DialogContent closeLabel={labels.cancel} showCloseButton={false} data-testid="password-prompt" className="max-w-md">
        <DialogHeader>
          <span aria-hidden className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-muted text-accent">
            <LockIcon className="size-5" />
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
                {visible ? <EyeOffIcon aria-hidden className="size-4.5" /> : <EyeIcon aria-hidden className="size-4.5" />}
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
