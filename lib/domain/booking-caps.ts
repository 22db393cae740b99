import type { BookingFailureCode } from './booking-rules';

/**
 * Per-booker caps, so no visitor, connection or network can take the calendar from others. No site-wide ceiling:
 * strangers together could exhaust it for everyone.
 */

export const HOUR_MS = 3_600_000;

export type BookingCap = Extract<BookingFailureCode, 'email-limit' | 'client-limit' | 'hourly-limit'>;

export interface CapReached {
  cap: BookingCap;
  /** For the hourly caps: seconds until the oldest booking of the hour leaves it. */
  retryAfterSeconds?: number;
}

/** Bookings made in the last hour, whatever became of them, and when the oldest of them was made. */
export interface HourCount {
  count: number;
  oldest: string | null;
}

/** Cancelled bookings of the last hour count too, so booking and cancelling cannot churn the calendar or inbox. */
export interface BookingCounts {
  email: number;
  /** Null: the caller cannot be told apart (no address known), or is the studio itself. */
  client: { held: number; hour: HourCount } | null;
  /** The client's IPv4 /24; null for IPv6 (a client is a /64 already) or an unknown client. */
  network: { held: number; hour: HourCount } | null;
}

export interface BookingLimits {
  perEmail: number;
  perClient: number;
  perClientHour: number;
  perNetwork: number;
  perNetworkHour: number;
}

/** An IPv4 client is counted with its /24 neighbours, as one network could otherwise take many slots. */
export function networkOf(clientId: string | null): string | null {
  const match = clientId ? /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.)\d{1,3}$/.exec(clientId) : null;
  return match?.[1] ?? null;
}

function hourly(hour: HourCount, limit: number, now: Date): CapReached | null {
  if (hour.count < limit) return null;
  const frees = hour.oldest ? Date.parse(hour.oldest) + HOUR_MS : now.getTime() + HOUR_MS;
  return { cap: 'hourly-limit', retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
}

/** The cap a new booking would go past, or null. */
export function capReached(counts: BookingCounts, limits: BookingLimits, now: Date): CapReached | null {
  if (counts.email >= limits.perEmail) return { cap: 'email-limit' };
  if (counts.client && counts.client.held >= limits.perClient) return { cap: 'client-limit' };
  if (counts.network && counts.network.held >= limits.perNetwork) return { cap: 'client-limit' };
  if (counts.client) {
    const reached = hourly(counts.client.hour, limits.perClientHour, now);
    if (reached) return reached;
  }
  return counts.network ? hourly(counts.network.hour, limits.perNetworkHour, now) : null;
}

/** Caps notices so a flood of bookings cannot flood the studio's inbox; the rest are in the back office's list. */
export function notifiesStudio(counts: BookingCounts, noticesPerClientHour: number): boolean {
  return !counts.client || counts.client.hour.count < noticesPerClientHour;
}
