import { type Browser } from '@playwright/test';
import { expect, test, onRunnerClock } from './test';
import { formatBookingDay } from '@/components/booking/booking-format';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { axeViolations } from './axe';
import {
  availability,
  bookingPaths,
  confirmationMail,
  icsOf,
  outboxMails,
  pickDayAndTime,
  uniqueEmail,
} from './booking-support';
import { parseMime, textOf } from '@/tests/api/support/mime';
import { openPage } from './ready';
import { ADMIN_OWNER } from './servers';
import { inviteEditor, signIn } from './back-office-support';

/*
 * The studio's appointments in the back office against the served build: a visitor books on the site, the owner finds
 * the booking in /admin/appointments and confirms it; the visitor's mail in the outbox is the confirmed calendar
 * invitation for the same event, and the home page's list shows the appointment green. An editor sees none of it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);

/**
 * The status the Spanish home page's upcoming list shows for a slot, as a fresh visitor gets it ('' when not listed).
 */
async function homeStatus(browser: Browser, day: string, time: string): Promise<{ text: string; green: boolean }> {
  const context = await onRunnerClock(await browser.newContext());
  try {
    const page = await context.newPage();
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    const item = page.locator('li', { hasText: `${formatBookingDay(day, 'es')}, ${time}` });
    if ((await item.count()) !== 1) return { text: '', green: false };
    // Bounded waits: the callers poll, so an item that changed under us is read again on the next round (as '?', which
    // no caller expects) rather than waited for until the test's own timeout.
    const status = item.locator('span').last();
    try {
      const text = (await status.textContent({ timeout: 5_000 })) ?? '';
      return {
        text,
        green: /\btext-emerald-300\b/.test((await status.getAttribute('class', { timeout: 5_000 })) ?? ''),
      };
    } catch {
      return { text: '?', green: false };
    }
  } finally {
    await context.close();
  }
}

let appointmentPath = '';
let booked = { day: '', time: '' };

test(
  'a visitor books, the owner confirms in /admin: the outbox has the confirmed invitation and the home list turns green',
  { tag: '@dates' },
  async ({ page, browser, request }) => {
    // The earliest free slot, so that it is among the five upcoming appointments the home page lists.
    const today = madridDay(new Date());
    const [first] = (await availability(request, addDays(today, 1), addDays(today, 20))).flatMap(({ date, slots }) =>
      slots.map((time) => ({ day: date, time })),
    );
    if (!first) throw new Error('no free slot in the next 20 days');
    const { day, time } = first;
    booked = first;
    const email = uniqueEmail(`studio-${run}`);

    const visitor = await onRunnerClock(await browser.newContext());
    try {
      const booking = await visitor.newPage();
      await openPage(booking, bookingPaths.en);
      await booking.locator('#booking-name').fill('Visitor Studio E2E');
      await booking.locator('#booking-email').fill(email);
      await pickDayAndTime(booking, day, time);
      await booking.getByRole('button', { name: 'Book consultation' }).click();
      await expect(booking.getByTestId('booking-confirmation')).toBeVisible({ timeout: 20_000 });
    } finally {
      await visitor.close();
    }
    const invitation = icsOf(await confirmationMail(email));
    expect(invitation).toContain('STATUS:TENTATIVE');
    const uid = /UID:([^\r\n]+)/.exec(invitation)?.[1] ?? '';
    expect(uid).toMatch(/@lumenestudio\.es$/);
    await expect
      .poll(() => homeStatus(browser, day, time), { timeout: 15_000, intervals: [500] })
      .toEqual({ text: 'Pendiente', green: false });

    await signIn(page, ADMIN_OWNER);
    await page.goto(`/admin/appointments?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Citas', exact: true })).toBeVisible();
    const row = page.locator('tr', { hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pendiente');
    expect(await axeViolations(page, '.studio-view')).toEqual([]);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/appointments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cita · Visitor Studio E2E', exact: true })).toBeVisible();
    appointmentPath = new URL(page.url()).pathname;
    await expect(page.locator('dd', { hasText: 'Visitor Studio E2E' })).toBeVisible();
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
    // The visitor's time zone came with the booking (their browser's), so their time is shown beside Madrid's.
    await expect(page.locator('dd', { hasText: 'Desconocida' })).toHaveCount(0);
    expect(await axeViolations(page, '.studio-view')).toEqual([]);

    await page.getByRole('button', { name: 'Confirmar la cita' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cita confirmada' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Historial' }) })).toContainText(
      `Confirmada · ${ADMIN_OWNER.email}`,
    );

    // The visitor's mail: an RFC 6047 invitation for the same event, now confirmed, with a higher SEQUENCE.
    const confirmedMail = () =>
      outboxMails().find((eml) => eml.includes(`To: ${email}`) && icsOf(eml).includes('STATUS:CONFIRMED'));
    await expect.poll(() => Boolean(confirmedMail()), { timeout: 15_000 }).toBe(true);
    const mail = confirmedMail() ?? '';
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    const event = icsOf(mail);
    expect(event).toContain('METHOD:REQUEST');
    expect(event).toContain(`UID:${uid}`);
    expect(event).toContain('SEQUENCE:1');
    expect(event).toContain(`DTSTART;TZID=Europe/Madrid:${day.replace(/-/g, '')}T${time.replace(':', '')}00`);

    await expect
      .poll(() => homeStatus(browser, day, time), { timeout: 10_000, intervals: [500] })
      .toEqual({ text: 'Confirmada', green: true });
  },
);

test('the owner finds it in the week view by keyboard, sees its video call and gives it another link', async ({
  page,
}) => {
  expect(appointmentPath).toMatch(/^\/admin\/appointments\/[0-9a-f-]{36}$/);
  await signIn(page, ADMIN_OWNER);
  await page.goto(`/admin/appointments?view=week&week=${booked.day}`);
  const week = page.getByTestId('appointments-week');
  const pill = week.getByRole('link', { name: /Visitor Studio E2E · Confirmada/ });
  await expect(pill).toHaveCount(1);
  // In the row of its time and the column of its day.
  const row = week.locator('tr', { has: page.locator('th[scope="row"]', { hasText: booked.time }) });
  await expect(row.getByRole('link', { name: /Visitor Studio E2E/ })).toHaveCount(1);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
  await pill.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${appointmentPath}$`));

  await expect(page.getByTestId('appointment-meeting')).toHaveAttribute(
    'href',
    /^https:\/\/meet\.jit\.si\/LumenEstudio-[\w-]{22}$/,
  );
  await page.getByText('Cambiar el enlace de la videollamada…').click();
  await page.getByLabel('Nueva dirección (https://…)').fill('https://zoom.us/j/98765');
  await page.getByRole('button', { name: 'Guardar el enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enlace cambiado' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('appointment-meeting')).toHaveAttribute('href', 'https://zoom.us/j/98765');
  await expect
    .poll(() => outboxMails().some((eml) => icsOf(eml).includes('URL:https://zoom.us/j/98765')), { timeout: 15_000 })
    .toBe(true);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
});

test('an editor sees neither the list nor an appointment, and the cancel action refuses an editor and nobody', async ({
  page,
  browser,
  playwright,
}) => {
  expect(appointmentPath).toMatch(/^\/admin\/appointments\/[0-9a-f-]{36}$/);
  await signIn(page, ADMIN_OWNER);
  // The cancel form as the owner's page renders it: without JavaScript it posts the server action's id as a field.
  await page.goto(appointmentPath);
  const cancelForm = page.locator('form', { has: page.locator('textarea[name="reason"]') });
  const actionField = (await cancelForm.locator('input[name^="$ACTION_ID_"]').getAttribute('name')) ?? '';
  expect(actionField).not.toBe('');
  const fields = {
    [actionField]: '',
    id: (await cancelForm.locator('input[name="id"]').getAttribute('value')) ?? '',
    sequence: (await cancelForm.locator('input[name="sequence"]').getAttribute('value')) ?? '',
    reason: 'not yours to cancel',
    confirmed: 'yes',
  };

  const editor = { email: `editor-appts-${run}@lumen.test`, password: `Editor-Russafa-${run}` };
  const editorId = await inviteEditor(page, editor);
  const context = await onRunnerClock(await browser.newContext());
  try {
    const tab = await context.newPage();
    await signIn(tab, editor);
    for (const path of ['/admin/appointments', appointmentPath]) {
      await tab.goto(path);
      await expect(tab.locator('.studio-view [role="alert"]')).toContainText(
        'Solo las personas titulares del estudio pueden ver esta página',
      );
      await expect(tab.locator('table')).toHaveCount(0);
      await expect(tab.getByText('Visitor Studio E2E')).toHaveCount(0);
      await expect(tab.getByRole('button', { name: 'Confirmar la cita' })).toHaveCount(0);
    }
    // A server action is a public endpoint: posted with the editor's session, and with none, it changes nothing.
    const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    try {
      for (const client of [tab.request, anonymous]) {
        const answer = await client.post(appointmentPath, {
          multipart: fields,
          maxRedirects: 0,
          headers: { origin: new URL(page.url()).origin },
        });
        // The action ran and refused: its redirect back names the reason.
        expect(answer.status()).toBe(303);
        expect(answer.headers().location).toContain(`${appointmentPath}?error=forbidden`);
      }
    } finally {
      await anonymous.dispose();
    }
    await page.goto(appointmentPath);
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
    await expect(page.getByText('not yours to cancel')).toHaveCount(0);
    expect(await page.locator('details', { hasText: 'Cancelar la cita' }).getAttribute('open')).toBeNull();
  } finally {
    await context.close();
    await page.request.delete(`/cms-api/users/${editorId}`);
  }
});

test('the owner cancels it with a reason: the visitor gets METHOD:CANCEL and the home list lets the slot go', async ({
  page,
  browser,
}) => {
  expect(appointmentPath).toMatch(/^\/admin\/appointments\/[0-9a-f-]{36}$/);
  await signIn(page, ADMIN_OWNER);
  await page.goto(appointmentPath);
  const email = (await page.locator('dd a[href^="mailto:"]').textContent()) ?? '';
  await page.getByText('Cancelar la cita…').click();
  await page.getByLabel('Motivo (opcional, se envía a la persona)').fill('El estudio cierra esa mañana.');
  // Without the tick the cancel is not sent (the browser requires it).
  await page.getByLabel('Sí, cancelar la cita y avisar a la persona').check();
  await page.getByRole('button', { name: 'Cancelar la cita', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cita cancelada' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByText('El estudio cierra esa mañana.')).toBeVisible();

  const cancelled = () =>
    outboxMails().find((eml) => eml.includes(`To: ${email}`) && icsOf(eml).includes('METHOD:CANCEL'));
  await expect.poll(() => Boolean(cancelled()), { timeout: 15_000 }).toBe(true);
  // Confirmed (1), given another video-call link (2), cancelled (3): the cancellation outranks every invitation.
  expect(icsOf(cancelled() ?? '')).toContain('SEQUENCE:3');
  expect(cancelled()).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);

  // The home page no longer lists it (and a later run can take the same earliest slot).
  await expect
    .poll(() => homeStatus(browser, booked.day, booked.time), { timeout: 10_000, intervals: [500] })
    .toEqual({ text: '', green: false });

  // The visitor's manage link (booked in English) says the studio cancelled it, with the studio's reason, and offers
  // neither a cancel nor the visitor's own "cancelled" success.
  const link = /\/en\/my-booking\/[A-Za-z0-9_-]+/.exec(textOf(parseMime(await confirmationMail(email))))?.[0] ?? '';
  expect(link).not.toBe('');
  const visitor = await onRunnerClock(await browser.newContext());
  try {
    const manage = await visitor.newPage();
    await openPage(manage, link);
    await expect(manage.getByTestId('manage-status')).toHaveText('Cancelled by the studio');
    await expect(manage.getByRole('heading', { name: 'The studio has cancelled this appointment' })).toBeVisible();
    await expect(manage.getByTestId('manage-studio-reason')).toContainText('El estudio cierra esa mañana.');
    await expect(manage.getByRole('button', { name: 'Cancel the appointment' })).toHaveCount(0);
    await expect(manage.getByRole('heading', { name: 'Appointment cancelled' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
