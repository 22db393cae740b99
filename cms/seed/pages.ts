import type { Payload, RequestContext } from 'payload';
import { locales, type Locale } from '@/lib/i18n/locales';
import homePage from './home-page.json';
import nmIaPage from './nm-ia-page.json';
import servicesPage from './services-page.json';
import type { Seeder } from './seeders';

type Tree = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** In the seed files a text a visitor reads is `{ es, en, it }`; everything else is shared by the three languages. */
const isLocalizedLeaf = (value: unknown): value is Record<Locale, string> =>
  isRecord(value) && Object.keys(value).length === locales.length && locales.every((lang) => typeof value[lang] === 'string');

/** The seed tree as one language's document. */
export function inLanguage(tree: Tree, lang: Locale): Tree {
  if (Array.isArray(tree)) return tree.map((item) => inLanguage(item, lang));
  if (isLocalizedLeaf(tree)) return tree[lang];
  if (isRecord(tree)) return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, inLanguage(value, lang)]));
  return tree;
}

/**
 * Gives the rows of `data` the ids of the rows already saved at the same place, so that writing another language
 * fills the texts of the same rows instead of replacing the lists.
 */
export function withRowIds(data: Tree, saved: Tree): Tree {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : [];
    return data.map((item, index) => {
      const row = withRowIds(item, rows[index]);
      const id = isRecord(rows[index]) ? rows[index].id : undefined;
      return isRecord(row) && id !== undefined ? { ...row, id } : row;
    });
  }
  if (isRecord(data)) {
    const source = isRecord(saved) ? saved : {};
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIds(value, source[key])]));
  }
  return data;
}

type PageGlobal = 'home-page' | 'services-page' | 'nm-ia-page';

async function importGlobal(payload: Payload, context: RequestContext, slug: PageGlobal, tree: Tree): Promise<number> {
  await payload.updateGlobal({ slug, locale: 'es', data: inLanguage(tree, 'es') as never, context, depth: 0 });
  const saved = await payload.findGlobal({ slug, locale: 'es', depth: 0 });
  for (const lang of locales.filter((code) => code !== 'es')) {
    await payload.updateGlobal({ slug, locale: lang, data: withRowIds(inLanguage(tree, lang), saved) as never, context, depth: 0 });
  }
  return 1;
}

/** A page global, written whole in each language (rewriting it after an interrupted import gives the same result). */
const pageSeeder = (slug: PageGlobal, tree: Tree): Seeder => ({
  key: `seed:${slug}`,
  run: (payload, context) => importGlobal(payload, context, slug, tree),
});

/** The home page's highlights and proof, the services page's stages, the NM+IA page's cards and quote. */
export const pageSeeders: readonly Seeder[] = [
  pageSeeder('home-page', homePage),
  pageSeeder('services-page', servicesPage),
  pageSeeder('nm-ia-page', nmIaPage),
];
