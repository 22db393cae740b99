import { expect, test } from './test';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { freeSlot, uniqueEmail } from './booking-support';
import { openPage } from './ready';

/**
 * Each item of the home page's upcoming list opens with its day, "Jueves, 3 de diciembre, 10:00": capitalised in every
 * language, though Spanish and Italian write a weekday in lower case (QA pass: 'jueves, 3 de diciembre…').
 */
const lists = {
  es: {
    title: 'Próximas citas',
    item: /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo), \d{1,2} de \p{Ll}+, \d\d:\d\d$/u,
  },
  en: {
    title: 'Upcoming appointments',
    item: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \p{Lu}\p{Ll}+, \d\d:\d\d$/u,
  },
  it: {
    title: 'Prossimi appuntamenti',
    item: /^(Lunedì|Martedì|Mercoledì|Giovedì|Venerdì|Sabato|Domenica) \d{1,2} \p{Ll}+, \d\d:\d\d$/u,
  },
} as const;

test(
  'the upcoming appointments open with a capitalised day in es, en and it',
  { tag: '@dates' },
  async ({ page, request }) => {
    // One appointment at least is upcoming, whatever earlier runs left in the e2e database.
    const { day, time } = await freeSlot(request, 28);
    const booked = await request.post('/api/appointments', {
      data: {
        name: 'Lista Próximas',
        email: uniqueEmail('upcoming'),
        phone: '',
        date: bookingTimestamp(day, time),
        message: '',
        lang: 'es',
      },
    });
    expect(booked.status()).toBe(201);

    for (const [lang, { title, item }] of Object.entries(lists)) {
      const days = page.locator('h3', { hasText: title }).locator('xpath=following-sibling::ul[1]/li/span[1]');
      await expect(async () => {
        await openPage(page, `/${lang}`);
        expect(await days.count()).toBeGreaterThan(0);
      }).toPass();
      for (const text of await days.allInnerTexts()) expect(text, lang).toMatch(item);
    }
  },
);
