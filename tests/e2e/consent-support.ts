import { expect, type Page } from '@playwright/test';
import { axeStableTags, axeViolations } from './axe';

/** A first visit: no consent stored (the config gives other specs a stored choice). */
export const firstVisit = { storageState: { cookies: [], origins: [] } };

export async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('cookieConsent');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, undefined, axeStableTags)).toEqual([]);
}

export const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
