import type { Payload, RequestContext } from 'payload';
import { locales } from '@/lib/i18n/locales';
import homePage from '@/lib/provider/embedded/content/home-page.json';
import nmIaPage from './nm-ia-page.json';
import servicesPage from './services-page.json';
import { inLanguage, withRowIds, type Tree } from './localized-tree';
import { published, type Seeder } from './seeders';

type PageGlobal = 'home-page' | 'services-page' | 'nm-ia-page';

async function importGlobal(payload: Payload, context: RequestContext, slug: PageGlobal, tree: Tree): Promise<number> {
  await payload.updateGlobal({
    slug,
    locale: 'es',
    data: published(inLanguage(tree, 'es')) as never,
    context,
    depth: 0,
  });
  const saved = await payload.findGlobal({ slug, locale: 'es', depth: 0 });
  for (const lang of locales.filter((code) => code !== 'es')) {
    await payload.updateGlobal({
      slug,
      locale: lang,
      data: published(withRowIds(inLanguage(tree, lang), saved)) as never,
      context,
      depth: 0,
    });
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
