import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { parseMime, textOf } from '@/tests/api/support/mime';
import { axeViolations } from './axe';
import {
  arrowToDay,
  availability,
  confirmationMail,
  freeSlot,
  icsOf,
  outboxMails,
  showCalendar,
  uniqueEmail,
} from './booking-support';
import { openPage } from './ready';

// Issue 45: the visitor moves their booking from its manage link, with the keyboard and without JavaScript.
type Lang = 'es' | 'en' | 'it';

const texts = {
  es: {
    title: 'Cambiar la hora',
    submit: 'Cambiar a esta hora',
    moved: 'Cita cambiada',
    left: 'Puedes cambiarla 2 veces más.',
    time: 'Hora',
  },
  en: {
    title: 'Change the time',
    submit: 'Change to this time',
    moved: 'Appointment changed',
    left: 'You can change it 2 more times.',
    time: 'Time',
  },
  it: {
    title: 'Cambia l’orario',
    submit: 'Sposta a questo orario',
    moved: 'Appuntamento spostato',
    left: 'Puoi cambiarlo ancora 2 volte.',
    time: 'Orario',
  },
} as const;

const MANAGE_PATH = /\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/[A-Za-z0-9_-]+/;

async function bookAndReadLink(request: APIRequestContext, lang: Lang, tag: string) {
  const { day, time } = await freeSlot(request, 40, 2);
  const email = uniqueEmail(`move-${tag}`);
  const response = await request.post('/api/appointments', {
    data: { name: 'Visitante Cambio', email, phone: '', date: bookingTimestamp(day, time), message: '', lang },
  });
  expect(response.status()).toBe(201);
  const path = MANAGE_PATH.exec(textOf(parseMime(await confirmationMail(email))))?.[0];
  if (!path) throw new Error('the confirmation carries no manage link');
  return { day, time, email, path };
}

/** Another free slot than the booking's own, on another day. */
async function otherSlot(request: APIRequestContext, day: string): Promise<{ day: string; time: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = await freeSlot(request, 40, 2);
    if (candidate.day !== day) return candidate;
  }
  throw new Error('no free slot on another day');
}

/**
 * The time to move to, as the select offers it: `wanted` unless a spec running beside this one booked it in the
 * meantime (the store is shared), else the day's first free time.
 */
async function freeTimeOf(select: Locator, wanted: string): Promise<string> {
  const offered = select.locator('option:not([value=""])');
  await expect(offered.first()).toBeAttached();
  const values = await offered.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return values.includes(wanted) ? wanted : (values[0] ?? wanted);
}

const isFree = async (request: APIRequestContext, day: string, time: string) =>
  ((await availability(request, day, day))[0]?.slots ?? []).includes(time);

/** The visitor's mails that update the event: its .ics a REQUEST with a raised SEQUENCE. */
const updatesTo = (email: string) =>
  outboxMails().filter((eml) => eml.includes(`To: ${email}`) && /SEQUENCE:[1-9]/.test(icsOf(eml)));

async function expectMoved(
  page: Page,
  lang: Lang,
  request: APIRequestContext,
  from: { day: string; time: string },
  to: { day: string; time: string },
  email: string,
) {
  await expect(page).toHaveURL(/\?moved=1$/);
  const note = page.getByTestId('manage-moved');
  await expect(note.getByRole('heading', { name: texts[lang].moved })).toBeVisible();
  await expect(page.locator('main')).toContainText(to.time);
  expect(await isFree(request, from.day, from.time)).toBe(true);
  expect(await isFree(request, to.day, to.time)).toBe(false);
  await expect.poll(() => updatesTo(email).length).toBe(1);
  expect(icsOf(updatesTo(email)[0] ?? '')).toMatch(/METHOD:REQUEST/);
}

test.describe.configure({ timeout: 90_000 });

test.describe('the visitor changes the time of their booking', () => {
  for (const lang of ['es', 'en', 'it'] as const) {
    test(`${lang}: with the keyboard, in the calendar and the time field, to the page of the new link`, async ({
      page,
      request,
    }) => {
      const booked = await bookAndReadLink(request, lang, lang);
      const target = await otherSlot(request, booked.day);
      await openPage(page, booked.path);
      const form = page.getByTestId('manage-reschedule-form');
      await expect(form.getByRole('heading', { name: texts[lang].title })).toBeVisible();
      await expect(form).toContainText(texts[lang].left.replace('2', '3'));
      await showCalendar(form);
      const grid = form.locator('[data-booking-calendar] [role="grid"]').first();
      await expect(grid).toBeVisible();
      await grid.locator('button[tabindex="0"]').focus();
      await expect(grid.locator('td:has(button:focus)')).toHaveCount(1);
      expect(await arrowToDay(page, form.locator('[data-booking-calendar]'), target.day)).toBe(target.day);
      await page.keyboard.press('Enter');
      const select = form.locator('#reschedule-time');
      await expect(select).toBeFocused();
      const time = await freeTimeOf(select, target.time);
      await select.selectOption(time);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: texts[lang].submit })).toBeFocused();
      await page.keyboard.press('Enter');
      await expectMoved(page, lang, request, booked, { day: target.day, time }, booked.email);
      await expect(page.getByTestId('manage-moved')).toBeFocused();
      await expect(page.getByTestId('manage-reschedule-form')).toContainText(texts[lang].left);
    });
  }

  test('without JavaScript: a taken time comes back under its field with the day’s free times, then the move lands', async ({
    browser,
    request,
  }) => {
    const booked = await bookAndReadLink(request, 'it', 'nojs');
    const taken = await freeSlot(request, 40, 2);
    expect(
      (
        await request.post('/api/appointments', {
          data: {
            name: 'Altro',
            email: uniqueEmail('move-taken'),
            phone: '',
            date: bookingTimestamp(taken.day, taken.time),
            message: '',
            lang: 'it',
          },
        })
      ).status(),
    ).toBe(201);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(booked.path);
    const form = page.getByTestId('manage-reschedule-form');
    await form.locator('input[name="date"]').fill(taken.day);
    await form.locator('#reschedule-time').selectOption(taken.time);
    await form.getByRole('button', { name: texts.it.submit }).click();
    const time = page.getByTestId('manage-reschedule-form').locator('#reschedule-time');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('manage-reschedule-form').locator('[role="alert"]')).toContainText(
      /appena stato prenotato|just been booked|prenotat/,
    );
    expect(await isFree(request, booked.day, booked.time)).toBe(false);

    // The time field now offers that day's free times, as the booking page does without JavaScript.
    const offered = await time
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(offered).not.toContain(taken.time);
    const free = offered.find((value) => value !== booked.time || taken.day !== booked.day);
    if (!free) throw new Error(`no free time left on ${taken.day}`);
    await time.selectOption(free);
    await page.getByTestId('manage-reschedule-form').getByRole('button', { name: texts.it.submit }).click();
    await expectMoved(page, 'it', request, booked, { day: taken.day, time: free }, booked.email);
    await context.close();
  });
});
