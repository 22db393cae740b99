import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

const pages = [
  {
    lang: 'es',
    heading: 'Qué aporta la inteligencia artificial',
    bold: 'tres segundos',
    item: 'Mapas de atención predictivos',
    consult: 'Reservar consulta gratuita',
    href: '/es/consulta-gratuita',
  },
  {
    lang: 'en',
    heading: 'What artificial intelligence adds',
    bold: 'three seconds',
    item: 'Predictive attention maps',
    consult: 'Book a free consultation',
    href: '/en/free-consultation',
  },
  {
    lang: 'it',
    heading: 'Cosa aggiunge l’intelligenza artificiale',
    bold: 'tre secondi',
    item: 'Mappe di attenzione predittive',
    consult: 'Prenota una consulenza gratuita',
    href: '/it/consulenza-gratuita',
  },
] as const;

test.describe('the neuromarketing and AI page', () => {
  for (const t of pages) {
    test(`${t.lang}: the provider's body renders headings, bold and lists; cards, quote and two consultation links; axe clean`, async ({
      page,
    }) => {
      await page.goto(`/${t.lang}/nm-ia`);
      const title = page.locator('h1');
      expect(await title.evaluate((el) => el.textContent?.includes('\n') && getComputedStyle(el).whiteSpace)).toBe(
        'pre-line',
      );
      await expect(page.getByRole('heading', { level: 3, name: t.heading })).toBeVisible();
      await expect(page.locator('strong', { hasText: t.bold })).toBeVisible();
      await expect(page.locator('li', { hasText: t.item }).locator('strong')).toHaveCount(1);
      const html = await page.content();
      expect(html).not.toContain('## ');
      expect(html).not.toMatch(/\*\*[^*]+\*\*/);
      await expect(page.locator('section[aria-labelledby="process-title"] ol > li svg')).toHaveCount(4);
      await expect(page.locator('figure blockquote')).toHaveCount(1);
      await expect(page.locator('figure figcaption cite')).toContainText('Elena Navarro');
      await expect(page.locator(`main a[href="${t.href}"]`, { hasText: t.consult })).toHaveCount(2);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
});
