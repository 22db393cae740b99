import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, firstVisit } from './consent-support';
import { openPage } from './ready';

const cases = [
  {
    locale: 'es',
    open: 'Abrir el chat con el asistente',
    welcome: 'Soy el asistente de Lumen Estudio',
    ask: '¿Qué PRECIO tiene una sesión de arquitectura?',
    topic: 'architecture',
    reply: 'Fotografiamos arquitectura',
  },
  {
    locale: 'en',
    open: 'Open the chat with the assistant',
    welcome: 'I am the Lumen Estudio assistant',
    ask: 'How much does a session cost?',
    topic: 'pricing',
    reply: '560 EUR + VAT',
  },
  {
    locale: 'it',
    open: 'Apri la chat con l’assistente',
    welcome: 'Sono l’assistente di Lumen Estudio',
    ask: 'Vorrei prenotare un appuntamento',
    topic: 'booking',
    reply: 'Puoi prenotare',
  },
] as const;

test.describe('chat widget', () => {
  for (const c of cases) {
    test(`${c.locale}: opens with a welcome, ignores blank input, replies after a second, Esc closes and returns focus`, async ({
      page,
    }) => {
      await openPage(page, `/${c.locale}/turismo`);
      const button = page.getByRole('button', { name: c.open });
      await button.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAccessibleName(/.+/);
      const area = panel.getByTestId('chat-messages');
      // The laid-out height, not the painted box: while the panel slides in, its transform can
      // leave getBoundingClientRect a fraction of a pixel short (319.99997 in CI).
      expect(await area.evaluate((element) => getComputedStyle(element).height)).toBe('320px');
      await expect(area.locator('li')).toHaveCount(1);
      await expect(area.locator('li[data-type="bot"]')).toContainText(c.welcome);

      const input = panel.getByRole('textbox');
      await expect(input).toBeFocused();
      await input.fill('   ');
      await input.press('Enter');
      await expect(input).toHaveValue('   ');
      await expect(area.locator('li')).toHaveCount(1);

      await input.fill(c.ask);
      // Timed from before the key press: the reply's timer starts while the press is being delivered.
      const sentAt = Date.now();
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(area.locator('li[data-type="user"]')).toHaveText(new RegExp(c.ask.replace(/[?]/g, '\\?')));
      await expect(panel.getByTestId('chat-typing')).toBeVisible();
      const reply = area.locator(`li[data-type="bot"][data-topic="${c.topic}"]`);
      await expect(reply).toContainText(c.reply);
      const elapsed = Date.now() - sentAt;
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(3000);
      await expect(panel.getByTestId('chat-typing')).toHaveCount(0);
      await expect(page.locator('[aria-live="polite"]').filter({ hasText: c.reply })).toHaveCount(1);
      // Each message's time is the site's 24-hour clock in every language ('21:07', never '09:07 PM'): the text is
      // the hour and minute of its own datetime on the browser's clock.
      const times = await area.locator('time').evaluateAll((elements) =>
        elements.map((element) => {
          const at = new Date(element.getAttribute('datetime') ?? '');
          const pad = (n: number) => String(n).padStart(2, '0');
          return { shown: element.textContent, expected: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
        }),
      );
      expect(times).toHaveLength(3);
      for (const { shown, expected } of times) expect(shown).toBe(expected);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('the conversation keeps sequential messages and a booking reply links to the booking page', async ({ page }) => {
    await openPage(page, '/en/arquitectura');
    await page.getByRole('button', { name: 'Open the chat with the assistant' }).click();
    const input = page.getByRole('dialog').getByRole('textbox');
    await input.fill('hola');
    await input.press('Enter');
    await expect(page.locator('li[data-topic="greeting"]')).toBeVisible();
    await input.fill('I would like to book a call');
    await input.press('Enter');
    const booking = page.locator('li[data-topic="booking"]');
    await expect(booking).toBeVisible();
    await expect(page.getByTestId('chat-messages').locator('li')).toHaveCount(5);
    await booking.getByRole('link', { name: 'Book the free consultation' }).click();
    await expect(page).toHaveURL(/\/en\/free-consultation$/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px a long unbroken message (a pasted address) wraps inside its bubble`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/en');
      await page.getByRole('button', { name: 'Open the chat with the assistant' }).click();
      const input = page.getByRole('dialog').getByRole('textbox');
      await input.fill(`https://example.com/${'a-very-long-path-without-spaces'.repeat(8)}?q=${'x'.repeat(120)}`);
      await input.press('Enter');
      const mine = page.getByTestId('chat-messages').locator('li[data-type="user"]').last();
      await expect(mine).toBeVisible();
      const area = await page.getByTestId('chat-messages').boundingBox();
      const bubble = await mine.locator('div').first().boundingBox();
      const text = mine.locator('div').first().locator('p').first();
      expect(area && bubble).toBeTruthy();
      if (!area || !bubble) return;
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(bubble.x).toBeGreaterThanOrEqual(area.x);
      expect(bubble.x + bubble.width).toBeLessThanOrEqual(area.x + area.width);
      // Wrapped over several lines rather than widened.
      expect(bubble.height).toBeGreaterThan(60);
    });
  }

  test("the chat's code and texts load only when the button is first used", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await openPage(page, '/es');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes('Soy el asistente de Lumen Estudio'))).toBe(false);
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    await expect(page.getByRole('dialog')).toContainText('Soy el asistente de Lumen Estudio');
    // The response's body is read asynchronously: it can arrive after the text it carried is already on screen.
    await expect.poll(() => scripts.some((source) => source.includes('Soy el asistente de Lumen Estudio'))).toBe(true);
  });

  test('at the end of a page the button covers none of the footer’s legal links, at 375 and 1280 px', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/es/turismo');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chat = await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).boundingBox();
      const legal = page.locator('footer').getByRole('navigation', { name: 'Información legal' }).locator('a, button');
      await expect(legal).toHaveCount(5);
      for (const box of await legal.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        const apart =
          !chat ||
          box.right <= chat.x ||
          box.left >= chat.x + chat.width ||
          box.bottom <= chat.y ||
          box.top >= chat.y + chat.height;
        expect(apart, `${width} px`).toBe(true);
      }
    }
  });

  test.describe('with the cookie banner showing', () => {
    test.use(firstVisit);

    test('no axe violations with the chat open, and the button stays above the banner', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, '/it/nm-ia');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await page.getByRole('button', { name: 'Apri la chat con l’assistente' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
