import Database from 'better-sqlite3';
import type { LoadResults } from '../load-table';
import { post, slots } from '../load-requests';
import { failures, record } from './runs';
import { DATABASE_FILE, ORIGIN, WRITE_SECONDS } from './settings';

const name = (n: number) => `Visitante ${String.fromCharCode(65 + (n % 26))}`;

/** Bookings, contact messages and gallery passwords from a few clients each, into their rate limits. */
export async function writeRuns(): Promise<LoadResults['stored']> {
  const free = slots();
  const writes = { origin: ORIGIN, seconds: WRITE_SECONDS };
  const [bookings, contacts, passwords] = await Promise.all([
    post(
      writes,
      '/api/appointments',
      (n) => ({ name: name(n), email: `load${n}@example.com`, date: free[n % free.length], lang: 'es' }),
      3,
      1,
    ),
    post(
      writes,
      '/api/contact',
      (n) => ({
        name: name(n),
        email: `load${n}@example.com`,
        subject: 'Carga',
        message: `Mensaje de prueba ${n}.`,
        lang: 'es',
      }),
      3,
      2,
    ),
    post(
      writes,
      '/api/gallery/verify-password',
      (n) => ({ galleryId: 'boutique-privada-retail', password: `guess-${n}` }),
      10,
      3,
    ),
  ]);
  record(`bookings, ${WRITE_SECONDS}s`, bookings, WRITE_SECONDS, true);
  record(`contact, ${WRITE_SECONDS}s`, contacts, WRITE_SECONDS, true);
  record(`passwords, ${WRITE_SECONDS}s`, passwords, WRITE_SECONDS, true);
  return storedSubmissions(bookings['2xx'], contacts['2xx']);
}

/** What reached the database against what was answered 2xx: nothing answered may be missing. */
function storedSubmissions(bookingsAnswered: number, contactsAnswered: number): LoadResults['stored'] {
  const db = new Database(DATABASE_FILE, { readonly: true });
  const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const stored = {
    bookings: count('appointments'),
    contacts: count('contact_messages'),
    bookingsAnswered,
    contactsAnswered,
  };
  db.close();
  // Requests still in flight when the clock stops are stored but not counted, so stored may exceed answered.
  console.log(
    `\nStored: ${stored.bookings} bookings for ${bookingsAnswered} answered 201, ` +
      `${stored.contacts} messages for ${contactsAnswered} answered 201.`,
  );
  if (stored.bookings < bookingsAnswered || stored.contacts < contactsAnswered)
    failures.push('a submission answered 2xx is missing from the database');
  return stored;
}
