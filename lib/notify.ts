type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

/**
 * Shows a toast in place of any visible one: spec §4 allows one at a time, the newest replacing the old. sonner is
 * imported here on first use, as the toaster itself loads after hydration (components/site/toaster.tsx): a toast only
 * ever follows an action, so no page carries it in its first-load JavaScript.
 */
export function notify({ title, description, variant = 'default' }: Notice): void {
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    if (variant === 'destructive') toast.error(title, { description });
    else toast(title, { description });
  });
}
