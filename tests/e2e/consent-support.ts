import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A first visit: no consent stored (the config gives other specs a stored choice). */
export const firstVisit = { storageState: { cookies: [], origins: [] } };

export async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('cookieConsent');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
