import { expireTags } from '@/lib/cache/expire';

/**
 * The cache tag of the home page's upcoming-appointments list (components/booking/upcoming-appointments.tsx). A new
 * booking, a visitor's cancellation and every change the studio makes in the back office expire it, so the prerendered
 * home page shows the change on its next request (a confirmed appointment turns green).
 */
export const APPOINTMENTS_TAG = 'appointments';

type Observer = (tag: string) => void;
let observer: Observer | null = null;

/** Tests watch the expiries. */
export function onAppointmentListsExpired(watch: Observer | null): void {
  observer = watch;
}

/**
 * Expires the list at once (not stale-while-revalidate), and again once renders under way have settled
 * (lib/cache/expire.ts). Outside a Next request there is no cache, so nothing to do.
 */
export function expireAppointmentLists(): void {
  observer?.(APPOINTMENTS_TAG);
  try {
    expireTags([APPOINTMENTS_TAG]);
  } catch {
    // A script or a test calling the provider directly: no Next cache to expire.
  }
}
