import { expect, test, type Page } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { axeStableTags, axeTags, axeViolations } from './axe';
import { openPage } from './ready';

/** The home page's eleven sections in order (the hero is anchor home, the booking section cta, contact contacto). */
const SECTION_ORDER = [
  'home',
  'servicios',
  'lead-magnet',
  'book-prompt',
  'case-studies',
  'cta',
  'testimonials',
  'pricing',
  'team',
  'closing-cta',
  'contacto',
];

const sectionKeys = (page: Page) =>
  page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-section') ?? s.id));

test.describe('home page', () => {
  for (const locale of locales) {
    test(`/${locale}: sections in order with their anchors, in the server HTML`, async ({ page, request }) => {
      const html = await (await request.get(`/${locale}`)).text();
      for (const id of ['home', 'servicios', 'que-hacemos', 'cta', 'team', 'contacto'])
        expect(html).toContain(`id="${id}"`);
      // Every section is in the document itself, not in a streamed template that only a script would reveal.
      expect(html).not.toContain('<!--$?-->');
      expect(html).toContain('data-testid="services-intro"');
      await page.goto(`/${locale}`);
      expect(await sectionKeys(page)).toEqual(SECTION_ORDER);
      await expect(page.locator('#que-hacemos a[href$="/arquitectura"]')).toHaveCount(1);
      await expect(page.getByTestId('services-intro')).toBeVisible();
      await expect(page.getByTestId('client-logos').locator('li svg[role="img"][aria-label]')).toHaveCount(18);
      await expect(page.getByTestId('team-member')).toHaveCount(6);
      await expect(page.getByTestId('testimonial')).toHaveCount(13);
      await expect(page.getByTestId('pricing-plan')).toHaveCount(4);
      await expect(page.locator('[data-testid="pricing-plan"][data-popular]')).toContainText('349');
    });
  }

  test('the services intro carries its call to action in each language', async ({ page }) => {
    const texts = {
      es: 'Ver cómo podemos ayudarte',
      en: 'See how we can help you',
      it: 'Scopri come possiamo aiutarti',
    };
    for (const locale of locales) {
      await page.goto(`/${locale}`);
      await expect(page.getByTestId('services-intro').getByRole('link', { name: texts[locale] })).toBeVisible();
    }
  });

  for (const width of [375, 768, 1440]) {
    test(`the logo wall shows 3 rows of 6 legible marks at ${width} px, scrolled by the keyboard where it overflows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      const marks = page.getByTestId('client-logos').locator('li svg');
      const boxes = await marks.evaluateAll((items) =>
        items
          .map((svg) => svg.getBoundingClientRect())
          .map(({ top, width: w }) => ({ top: Math.round(top), width: w })),
      );
      const rows = new Map<number, number>();
      for (const { top } of boxes) rows.set(top, (rows.get(top) ?? 0) + 1);
      expect([...rows.values()]).toEqual([6, 6, 6]);
      // The marks' smallest lines are 11.5 units of a 200-unit box: 140 px keeps them about 8 px or larger.
      for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(140);
      const wall = page.getByRole('region', { name: 'Brands that trust us' });
      const overflows = await wall.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(overflows).toBe(width < 1024);
      if (overflows) {
        await wall.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => wall.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  }

  test('pricing buttons lead to the booking section and the custom quote to contact', async ({ page }) => {
    await page.goto('/en');
    const plans = page.getByTestId('pricing-plan');
    for (let index = 0; index < 4; index += 1)
      await expect(plans.nth(index).getByRole('link')).toHaveAttribute('href', '#cta');
    await expect(page.locator('[data-section="pricing"] a[href="#contacto"]')).toHaveCount(1);
    for (const price of ['199', '349', '699']) await expect(plans.filter({ hasText: price })).toHaveCount(1);
  });

  test('testimonials: 5 pages of 3, a dot moves the page, hovering pauses the rotation', async ({ page }) => {
    await openPage(page, '/en');
    const carousel = page.getByTestId('testimonials');
    const dots = carousel.getByTestId('testimonial-dot');
    await expect(dots).toHaveCount(5);
    await expect(carousel.locator('[role="group"]').first().getByTestId('testimonial')).toHaveCount(3);
    // Ratings are named images, drawn as wide as their stars: a half star is half a star wide.
    await expect(page.getByRole('img', { name: 'Rating: 5 out of 5' })).toHaveCount(10);
    await expect(page.getByRole('img', { name: 'Rating: 4.5 out of 5' })).toHaveCount(3);
    await carousel.scrollIntoViewIfNeeded();
    const widths = await carousel
      .locator('.star-rating')
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute('aria-label'), item.getBoundingClientRect().width]),
      );
    expect(new Set(widths.map(([label, width]) => `${label}=${width}`))).toEqual(
      new Set(['Rating: 5 out of 5=90', 'Rating: 4.5 out of 5=80']),
    );
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel).toHaveAttribute('data-page', '3');
    await expect(page.locator('#testimonios-3')).toBeInViewport({ ratio: 0.9 });
    await page.mouse.move(0, 0);
    // The clicked dot keeps focus, which pauses too.
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await carousel.getByTestId('testimonial').first().hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await carousel.getByTestId('testimonials-pause').click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await expect(carousel.getByTestId('testimonials-pause')).toHaveAccessibleName('Resume automatic rotation');
  });

  test('testimonials rotate every 30 s', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en');
    const carousel = page.getByTestId('testimonials');
    await expect(carousel).toHaveAttribute('data-page', '1');
    await page.clock.runFor(29_000);
    await expect(carousel).toHaveAttribute('data-page', '1');
    await page.clock.runFor(2_000);
    await expect(carousel).toHaveAttribute('data-page', '2');
  });

  test('no rotation and no pause control for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/en');
    await expect(page.getByTestId('testimonials')).toHaveAttribute('data-paused', 'true');
    await expect(page.getByTestId('testimonials-pause')).toHaveCount(0);
  });

  for (const locale of locales) {
    test(`/${locale}: axe finds nothing`, async ({ page }) => {
      // axe over the whole home page takes 20 to 30 s on a loaded machine.
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, `/${locale}`);
      expect(await axeViolations(page, undefined, axeStableTags)).toEqual([]);
    });

    test(`/${locale}: axe, experimental rules included, finds nothing on a phone right after loading`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 375, height: 812 });
      await openPage(page, `/${locale}`);
      // Right after loading, before any scroll (axe renders the sections below the fold for its check, see axe.ts).
      expect(await axeViolations(page, undefined, axeTags)).toEqual([]);
    });
  }
});
