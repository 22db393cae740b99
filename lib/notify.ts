import { valueStore } from './value-store';

type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

/*
 * Mounted on the first notice: sonner's stylesheet restyles the whole page when it loads, which most visits never
 * need. A toast waits for `toasterMounted`, as sonner drops toasts sent before it listens.
 */
export const toasterRequested = valueStore(false);
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function toasterMounted(): void {
  markMounted();
}

/** One at a time, so a stale message never sits beside the new one. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  toasterRequested.set(true);
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast.dismiss();
    if (variant === 'destructive') toast.error(title, { description });
    else toast(title, { description });
  });
}

/** A booking's confirmation must not sit under an earlier try's error. */
export function dismissToasts(): void {
  void import('sonner').then(({ toast }) => toast.dismiss());
}
