import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filtersOf } from '@/lib/domain/gallery-filter';
import { isKnownPagePath, NOT_FOUND_PAGE } from '@/lib/i18n/known-pages';
import { locales } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

const root = path.resolve('app/[locale]');

/** Every page folder under app/[locale], as a path with its dynamic segments still in brackets. */
function pageFolders(dir = root, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...pageFolders(full, `${prefix}/${entry}`));
    else if (/^(page|opengraph-image)\.tsx$/.test(entry))
      found.push(entry === 'page.tsx' ? prefix || '/' : `${prefix}/opengraph-image`);
  }
  return found;
}

/** Sample values for the dynamic segments the site has; a new one must be added here, on purpose. */
const samples: Record<string, (folder: string) => string[]> = {
  '[filter]': (folder) => filtersOf(folder.startsWith('/arquitectura') ? 'arquitectura' : 'publicidad').slice(),
  '[token]': () => ['AVx0Q2bN3cE8fG9hI0jK1lM2nO3pQ4rS5tU6vW7xY8zA9bC0dE', 'short-but-enough_'],
  // Which ids exist is the store's, and the proxy's to check before this (tests/unit/proxy-galleries.test.ts): here,
  // the shape.
  '[gallery]': () => ['laos', 'villa-pinar-moraira-casas', 'a-gallery-added-later'],
};

function concrete(folder: string): string[] {
  const dynamic = folder.split('/').find((segment) => segment.startsWith('['));
  if (!dynamic) return [folder];
  const values = samples[dynamic]?.(folder);
  if (!values)
    throw new Error(
      `no sample values for ${dynamic} in ${folder}: add them to this test and to lib/i18n/known-pages.ts`,
    );
  return values.map((value) => folder.replace(dynamic, value));
}

/** A folder that exists only to serve another language's spelling of a page (lib/i18n/routing.ts). */
function servesLocale(folder: string, locale: string): boolean {
  for (const spelling of Object.values(routing.pathnames)) {
    if (typeof spelling === 'string') continue;
    const spellings = Object.entries(spelling);
    // A page's share card (…/opengraph-image) is served in the languages its page is.
    const page = folder.replace(/\/opengraph-image$/, '') || '/';
    if (spellings.some(([, value]) => value === page))
      return spellings.some(([lang, value]) => lang === locale && value === page);
  }
  return true;
}

describe('the proxy knows every page the site serves (an unknown address gets status 404)', () => {
  const folders = pageFolders().filter((folder) => folder !== NOT_FOUND_PAGE);

  it('finds the page folders', () => expect(folders.length).toBeGreaterThan(10));

  it.each(locales)('every page folder is a known address in %s', (locale) => {
    const unknown = folders
      .filter((folder) => servesLocale(folder, locale))
      .flatMap(concrete)
      .map((folder) => (folder === '/' ? `/${locale}` : `/${locale}${folder}`))
      .filter((address) => !isKnownPagePath(address));
    expect(unknown).toEqual([]);
  });

  it.each([
    '/es/nope',
    '/en/arquitectura/nope',
    '/it/consulta-gratuita',
    '/es/free-consultation',
    '/en/publicidad/filter/retail',
    '/es/arquitectura/gallery/Not_A_Gallery',
    '/es/turismo/gallery/laos/more',
    `/es/turismo/gallery/${'a'.repeat(101)}`,
    '/es/servicios/gallery/laos',
    `/es${NOT_FOUND_PAGE}`,
    '/es/mi-reserva',
    '/es/mi-reserva/short',
    '/es/mi-reserva/not~a~token~at~all~here',
    '/es/mi-reserva/AVx0Q2bN3cE8fG9hI0jK1lM2nO3pQ4rS5tU6vW7xY8zA9bC0dE/more',
    '/en/mi-reserva/AVx0Q2bN3cE8fG9hI0jK1lM2nO3pQ4rS5tU6vW7xY8zA9bC0dE',
  ])('%s is unknown', (address) => expect(isKnownPagePath(address)).toBe(false));
});
