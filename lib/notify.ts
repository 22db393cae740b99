import { valueStore } from './value-store';

type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

/*
 * The toaster is mounted on the first notice, not with the page: sonner adds its stylesheet to the document when its
 * module runs, and a new stylesheet restyles every element, a long task no visitor should pay for a toast that most
 * visits never show. `ToastHost` (components/site/toast-host.tsx) watches `toasterRequested` and mounts the toaster,
 * which calls `toasterMounted` once it listens; only then is the toast sent, as sonner drops toasts sent before.
 */
export const toasterRequested = valueStore(false);
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast in place of any visible one: one at a time, the newest replacing the old. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  toasterRequested.set(true);
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast.dismiss();
    if (variant === 'destructive') toast.error(title, { description });
    else toast(title, { description });
  });
}

/** Takes away any visible toast (a booking's confirmation replaces an earlier try's error). */
export function dismissToasts(): void {
  void import('sonner').then(({ toast }) => toast.dismiss());
}
