import { toast } from 'sonner';

type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

/** Shows a toast in place of any visible one: spec §4 allows one at a time, the newest replacing the old. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  toast.dismiss();
  if (variant === 'destructive') toast.error(title, { description });
  else toast(title, { description });
}
