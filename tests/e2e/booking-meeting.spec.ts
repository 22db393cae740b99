import { expect, test } from './test';
import { parseMime, textOf } from '@/tests/api/support/mime';
import { bookingPaths, confirmationMail, freeSlot, icsOf, pickDayAndTime, uniqueEmail } from './booking-support';
import { openPage } from './ready';

// Issue 45: each booking's own video call, in its mail, its invitation and its manage page; its status said honestly.
const JITSI_ROOM = /https:\/\/meet\.jit\.si\/LumenEstudio-[\w-]{22}/;
const MANAGE_PATH = /\/(es|en|it)\/(mi-reserva|my-booking|la-mia-prenotazione)\/[A-Za-z0-9_-]+/;

const texts = {
  es: {
    book: 'Reservar consulta',
    pending: 'El estudio todavía tiene que confirmarla: te escribiremos en cuanto lo haga.',
    join: 'Entrar en la videollamada',
    mailIntro: 'entra en la videollamada desde este enlace',
  },
  en: {
    book: 'Book consultation',
    pending: 'The studio still has to confirm it: we will email you as soon as it does.',
    join: 'Join the video call',
    mailIntro: 'join the video call from this link',
  },
  it: {
    book: 'Prenota la consulenza',
    pending: 'Lo studio deve ancora confermarla: ti scriveremo appena lo farà.',
    join: 'Entra nella videochiamata',
    mailIntro: 'entra nella videochiamata da questo link',
  },
} as const;

test.describe('the video call of a booking', () => {
  for (const locale of ['es', 'en', 'it'] as const) {
    test(`${locale}: the confirmation says the studio still confirms; the mail, the .ics and the manage page carry one room`, async ({
      page,
      request,
    }) => {
      const t = texts[locale];
      const { day, time } = await freeSlot(request, 50, 2);
      const email = uniqueEmail(`meeting-${locale}`);
      await openPage(page, bookingPaths[locale]);
      await page.locator('#booking-name').fill('Visitante Videollamada');
      await page.locator('#booking-email').fill(email);
      await pickDayAndTime(page, day, time);
      await page.getByRole('button', { name: t.book, exact: true }).click();
      await expect(page.getByTestId('booking-status-note')).toHaveText(t.pending);

      const mail = await confirmationMail(email);
      const text = textOf(parseMime(mail));
      const room = JITSI_ROOM.exec(text)?.[0];
      expect(room, 'the confirmation names a room').toBeTruthy();
      expect(text).toContain(t.mailIntro);
      expect(icsOf(mail)).toContain(`URL:${room}`);

      const manage = MANAGE_PATH.exec(text)?.[0];
      if (!manage || !room) throw new Error('the confirmation carries no manage link or room');
      await openPage(page, manage);
      const join = page.getByTestId('manage-meeting').getByRole('link', { name: t.join });
      await expect(join).toHaveAttribute('href', room);
      // Keyboard: the link is reachable and named by its visible text.
      await join.focus();
      await expect(join).toBeFocused();
    });
  }

  test('the booking page itself never shows a room', async ({ page }) => {
    await openPage(page, bookingPaths.en);
    expect(await page.content()).not.toMatch(/LumenEstudio-[\w-]{22}/);
    await openPage(page, '/en');
    expect(await page.content()).not.toMatch(/LumenEstudio-[\w-]{22}/);
  });
});
