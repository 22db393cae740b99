type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

/*
 * The toaster is mounted on the first notice, not with the page: sonner adds its stylesheet to the document when its
 * module runs, and a new stylesheet restyles every element, a long task no visitor should pay for a toast that most
 * visits never show. `ToastHost` (components/site/toast-host.tsx) watches `toasterRequested` and mounts the toaster,
 * which calls `toasterMounted` once it listens; only then is the toast sent, as sonner drops toasts sent before.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => requested,
};

export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast in place of any visible one: spec §4 allows one at a time, the newest replacing the old. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast.dismiss();
    if (variant === 'destructive') toast.error(title, { description });
    else toast(title, { description });
  });
}
