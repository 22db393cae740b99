import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capReached,
  networkOf,
  notifiesStudio,
  type BookingCounts,
  type BookingLimits,
} from '@/lib/domain/booking-caps';

const limits: BookingLimits = { perEmail: 2, perClient: 3, perClientHour: 6, perNetwork: 6, perNetworkHour: 12 };
const SLOTS = 600;
const now = new Date('2027-03-26T10:00:00Z');

type Booking = { client: string; email: string; cancelled: boolean };

/** The counts the store would give, within one hour (everything here was made in it). */
function countsOf(bookings: readonly Booking[], client: string, email: string): BookingCounts {
  const network = networkOf(client);
  const hour = (list: Booking[]) => ({ count: list.length, oldest: list.length ? now.toISOString() : null });
  const byClient = bookings.filter((booking) => booking.client === client);
  const byNetwork = bookings.filter((booking) => network !== null && networkOf(booking.client) === network);
  return {
    email: bookings.filter((booking) => booking.email === email).length,
    client: { held: byClient.length, hour: hour(byClient) },
    network: network === null ? null : { held: byNetwork.length, hour: hour(byNetwork) },
  };
}

const action = fc.record({
  kind: fc.constantFrom('book', 'cancel', 'move'),
  network: fc.integer({ min: 0, max: 60 }),
  host: fc.integer({ min: 1, max: 254 }),
  email: fc.integer({ min: 0, max: 400 }),
});

describe('booking caps under any interleaving of book, cancel and move', () => {
  it('keep a free slot that a new client can book, for up to a few hundred clients in up to 60 networks', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 1500 }), (actions) => {
        const bookings: Booking[] = [];
        const held = () => bookings.filter((booking) => !booking.cancelled).length;
        const book = (client: string, email: string) => {
          if (held() < SLOTS && capReached(countsOf(bookings, client, email), limits, now) === null) {
            bookings.push({ client, email, cancelled: false });
          }
        };
        for (const { kind, network, host, email } of actions) {
          const client = `10.${network}.0.${host}`;
          const mail = `v${email}@example.com`;
          const own = bookings.find((booking) => booking.client === client && !booking.cancelled);
          if (kind !== 'book' && own) own.cancelled = true;
          if (kind !== 'cancel') book(client, mail);
        }
        expect(held()).toBeLessThan(SLOTS);
        expect(capReached(countsOf(bookings, '192.0.2.1', 'new@example.com'), limits, now)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('a client is refused with a reason once it holds its share, and told when to retry past an hourly cap', () => {
    const counts = (held: number, made: number): BookingCounts => ({
      email: 0,
      client: { held, hour: { count: made, oldest: new Date(now.getTime() - 600_000).toISOString() } },
      network: null,
    });
    expect(capReached(counts(3, 3), limits, now)).toEqual({ cap: 'client-limit' });
    expect(capReached(counts(0, 6), limits, now)).toEqual({ cap: 'hourly-limit', retryAfterSeconds: 3000 });
    expect(capReached(counts(2, 5), limits, now)).toBeNull();
    expect(notifiesStudio(counts(0, 2), 3)).toBe(true);
    expect(notifiesStudio(counts(0, 3), 3)).toBe(false);
  });

  it('groups IPv4 clients by /24 and leaves IPv6 /64 clients (and unknown ones) alone', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.');
    expect(networkOf('2001:db8:1:2::/64')).toBeNull();
    expect(networkOf(null)).toBeNull();
    expect(networkOf('198.51.100.7; drop')).toBeNull();
  });
});
