import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { addDays, dayDistance, madridDay } from '@/lib/domain/booking-calendar';
import { weekdayOf } from '@/lib/domain/booking-schedule';

export const OUTBOX = '.data/e2e/outbox';

export const bookingPaths = {
  es: '/es/consulta-gratuita',
  en: '/en/free-consultation',
  it: '/it/consulenza-gratuita',
} as const;

type Availability = { date: string; slots: string[] }[];

export async function availability(request: APIRequestContext, from: string, to: string): Promise<Availability> {
  const response = await request.get(`/api/availability?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Availability;
}

/** Saturday or Sunday: the days the calendar names 'weekend' (it says so before any other reason). */
export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 'saturday' || weekday === 'sunday';
}

/**
 * The days after a window's last day that its calendar still shows: the rest of that day's month (the next-month
 * button stops there). Weekends are left out, as the calendar names them for their weekday rather than the window.
 */
export function beyondWindowInView(today: string, windowDays: number): string[] {
  const last = addDays(today, windowDays);
  const days: string[] = [];
  for (let day = addDays(last, 1); day.slice(0, 7) === last.slice(0, 7); day = addDays(day, 1)) {
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

/**
 * The last day within `windowDays` of today that the server offers any time on (holidays and closed days have none).
 */
export async function lastOpenDay(request: APIRequestContext, today: string, windowDays: number): Promise<string> {
  const open = (await availability(request, today, addDays(today, windowDays))).filter(({ slots }) => slots.length > 0);
  const last = open.at(-1)?.date;
  if (!last) throw new Error(`no open day within ${windowDays} days of ${today}`);
  return last;
}

/**
 * A random free slot from `from` days ahead (tomorrow unless given) up to `within` days ahead: the e2e database keeps
 * earlier runs' bookings, and runs in parallel must not pick the same one.
 */
export async function freeSlot(
  request: APIRequestContext,
  within = 28,
  from = 1,
): Promise<{ day: string; time: string }> {
  const today = madridDay(new Date());
  const free = (await availability(request, addDays(today, from), addDays(today, within))).flatMap(({ date, slots }) =>
    slots.map((time) => ({ day: date, time })),
  );
  const pick = free[Math.floor(Math.random() * free.length)];
  if (!pick) throw new Error(`no free slot from day ${from} to day ${within}`);
  return pick;
}

/**
 * Moves the calendar's focus to `day` with the arrow keys, as a keyboard user would, and says where it ended: a week at
 * a time while three weeks or more away, then a day at a time. The calendar skips closed days in the direction of
 * travel, so a week step can jump past the target when closed days fall a week apart (25 December, 1 January); a day
 * step never passes an open day, so the walk cannot go back and forth around it.
 */
export async function arrowToDay(page: Page, grid: Locator, day: string): Promise<string> {
  const focusedDay = async () => (await grid.locator('td:has(button:focus)').getAttribute('data-day')) ?? '';
  for (let guard = 0; guard < 80; guard += 1) {
    const distance = dayDistance(await focusedDay(), day);
    if (distance === 0) break;
    await page.keyboard.press(
      distance >= 21 ? 'ArrowDown' : distance <= -21 ? 'ArrowUp' : distance > 0 ? 'ArrowRight' : 'ArrowLeft',
    );
  }
  return focusedDay();
}

/**
 * Comes to the booking form's date field as a visitor does, scrolling to it and pointing at it: the calendar replaces
 * the native date field when the visitor comes to the form (components/booking/use-booking-enhancement.ts), and a
 * field already in view at first paint waits for a scroll or a reach into the form.
 */
export async function showCalendar(scope: Page | Locator) {
  const field = scope.locator('[data-booking-date-field]').first();
  await field.scrollIntoViewIfNeeded();
  await field.hover();
}

/**
 * The calendar's button for a day of its own month, paging with the month buttons as needed: it opens on the first
 * day with a time left, so an earlier day of the window (today, late on a month's last day) is a month back.
 */
export async function dayButton(scope: Page | Locator, day: string): Promise<Locator> {
  await showCalendar(scope);
  const calendar = scope.locator('[data-booking-calendar]');
  await expect(calendar.locator('[role="grid"]').first()).toBeVisible();
  const button = calendar.locator(`td[data-day="${day}"]:not([data-outside]) button`);
  for (let page = 0; page < 4 && !(await button.isVisible()); page += 1) {
    const shown = (await calendar.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? '';
    await calendar.locator(day.slice(0, 7) < shown.slice(0, 7) ? '.rdp-button_previous' : '.rdp-button_next').click();
  }
  return button;
}

export async function pickDayAndTime(scope: Page | Locator, day: string, time: string, prefix = 'booking') {
  await (await dayButton(scope, day)).click();
  const select = scope.locator(`#${prefix}-time`);
  await expect(select.locator(`option[value="${time}"]`)).toHaveCount(1);
  await select.selectOption(time);
}

export function outboxMails(): string[] {
  return readdirSync(OUTBOX).map((file) => readFileSync(join(OUTBOX, file), 'utf8'));
}

/** The visitor's confirmation, with its .ics invitation, as it was written to the outbox. */
export async function confirmationMail(email: string): Promise<string> {
  await expect
    .poll(() => outboxMails().filter((eml) => eml.includes(email) && eml.includes('text/calendar')).length)
    .toBeGreaterThanOrEqual(1);
  const mail = outboxMails().find((eml) => eml.includes(email) && eml.includes('text/calendar'));
  if (!mail) throw new Error('unreachable');
  return mail;
}

export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The text of a mail's text/calendar part (the RFC 6047 alternative), decoded from base64 or quoted-printable when the
 * mailer encoded it so.
 */
export function icsOf(mail: string): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n----/.exec(mail)?.[1] ?? '';
  const head = mail.slice(mail.indexOf('Content-Type: text/calendar')).split(/\r?\n\r?\n/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = part
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part;
}
