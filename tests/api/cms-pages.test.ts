import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import homeSeed from '@/lib/provider/embedded/content/home-page.json';
import nmIaSeed from '@/cms/seed/nm-ia-page.json';
import servicesSeed from '@/cms/seed/services-page.json';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';

/*
 * The home page's highlights and proof, the services page's five stages and the NM+IA page's cards and quote, as the
 * studio edits them in the back office (the `home-page`, `services-page` and `nm-ia-page` globals): what the first
 * import brings, what the pages read back in each language, who may change them, and the tags a change expires.
 */
setTestEnvironment();

const langs = ['es', 'en', 'it'] as const;
type User = { id: number | string; role: 'owner' | 'editor'; email: string; collection: 'users' };
const stamp = Date.now().toString(36);
const expired: string[][] = [];
let payload: Payload;
let editor: User;

beforeAll(async () => {
  const { cms } = await import('@/lib/provider/cms');
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  payload = await cms();
  onRevalidate((tags) => expired.push(tags));
  editor = {
    ...(await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `pages-editor-${stamp}@lumen.test`,
        password: `Una-clave-larga-${stamp}`,
        role: 'editor',
      } as never,
    })),
    collection: 'users',
  } as unknown as User;
});

afterAll(async () => {
  const { onRevalidate } = await import('@/cms/hooks/revalidate');
  await payload.delete({
    collection: 'users',
    where: { email: { equals: `pages-editor-${stamp}@lumen.test` } },
    overrideAccess: true,
  });
  onRevalidate(null);
});

const readers = async () => import('@/lib/provider/cms/pages');

describe('the home page, as the first import brought it', () => {
  it.each(langs)(
    '%s: four service cards, six case studies, thirteen testimonials, four plans, six people, eighteen logos',
    async (lang) => {
      const { readHomePage } = await readers();
      const home = await readHomePage(lang);
      expect(home.highlights.map((card) => card.key)).toEqual(['architecture', 'corporate', 'tourism', 'nmai']);
      expect(home.highlights.map((card) => card.title)).toEqual(
        Object.values(homeSeed.highlights).map((card) => card.title[lang]),
      );
      expect(home.caseStudies).toEqual(
        homeSeed.caseStudies.map((row) => ({
          title: row.title[lang],
          category: row.category[lang],
          description: row.description[lang],
          image: `/media/${row.imageKey}`,
          stat: row.stat[lang],
          statIcon: row.statIcon,
        })),
      );
      expect(home.testimonials).toHaveLength(13);
      expect(home.testimonials.map((item) => item.quote)).toEqual(homeSeed.testimonials.map((row) => row.quote[lang]));
      expect(new Set(home.testimonials.map((item) => item.rating))).toEqual(new Set([5, 4.5]));
      expect(home.team).toHaveLength(6);
      expect(home.team[0]).toMatchObject({
        name: 'Lucía Ferrer',
        image: '/media/team/lucia-ferrer.jpg',
        bio: homeSeed.team[0]?.bio[lang],
      });
      expect(home.team[0]?.social).toEqual([
        { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
        { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
      ]);
      expect(home.clients).toHaveLength(18);
      expect(new Set(home.clients.map((logo) => logo.image)).size).toBe(18);
    },
  );

  it("the plans: prices as numbers (the spec's 199, 349 and 699 euros a month), the professional one highlighted, features per language", async () => {
    const { readHomePage } = await readers();
    const [es, en] = await Promise.all([readHomePage('es'), readHomePage('en')]);
    expect(es.plans.map((plan) => [plan.title, plan.price, plan.popular])).toEqual([
      ['Consulta gratuita', 0, false],
      ['Inicio', 199, false],
      ['Crecimiento', 349, true],
      ['Expansión', 699, false],
    ]);
    expect(es.plans[1]?.features).toEqual([
      '1 sesión de 1 h',
      '4 imágenes editadas',
      '1 vídeo',
      'Hasta 2 rondas de revisión',
    ]);
    expect(en.plans[1]).toMatchObject({ title: homeSeed.plans[1]?.title.en, duration: 'per month', price: 199 });
  });

  it("a price is shown in each language's own way", async () => {
    const { formatPlanPrice } = await import('@/lib/domain/pricing');
    expect(formatPlanPrice(199, 'es')).toBe('199\u00a0€');
    expect(formatPlanPrice(199, 'en')).toBe('€199');
    expect(formatPlanPrice(0, 'it')).toBe('0\u00a0€');
    expect(formatPlanPrice(1249.5, 'es')).toBe('1249,50\u00a0€');
  });
});

describe('the services and NM+IA pages, as the first import brought them', () => {
  it.each(langs)('%s: five stages with their bullets; four process cards and the closing quote', async (lang) => {
    const { readServiceStages, readNmIaPage } = await readers();
    expect(await readServiceStages(lang)).toEqual(
      servicesSeed.stages.map((stage) => ({
        title: stage.title[lang],
        subtitle: stage.subtitle[lang],
        description: stage.description[lang],
        bullets: stage.bullets.map((bullet) => bullet.text[lang]),
        imageAlt: stage.imageAlt[lang],
      })),
    );
    const nmIa = await readNmIaPage(lang);
    expect(nmIa.steps).toEqual(nmIaSeed.steps.map((step) => ({ title: step.title[lang], text: step.text[lang] })));
    expect(nmIa.quote).toEqual({
      text: nmIaSeed.quote.text[lang],
      author: nmIaSeed.quote.author[lang],
      role: nmIaSeed.quote.role[lang],
    });
  });
});

describe('editing', () => {
  it.each(['home-page', 'services-page', 'nm-ia-page'] as const)(
    '%s: anyone reads; only staff change it',
    async (slug) => {
      expect(await allowed(() => payload.findGlobal({ slug, overrideAccess: false }))).toBe(true);
      expect(await allowed(() => payload.updateGlobal({ slug, data: {}, overrideAccess: false }))).toBe(false);
      expect(await allowed(() => payload.updateGlobal({ slug, data: {}, user: editor, overrideAccess: false }))).toBe(
        true,
      );
    },
  );

  it('an English change shows in English only, expiring that language; a text not yet translated shows in Spanish', async () => {
    const { readNmIaPage, readServiceStages } = await readers();
    const saved = (await payload.findGlobal({ slug: 'nm-ia-page', locale: 'en', depth: 0 })) as unknown as {
      quote: { text: string; author: string; role: string };
    };
    const stages = (await payload.findGlobal({ slug: 'services-page', locale: 'es', depth: 0 })) as unknown as {
      stages: { bullets: object[] }[];
    };
    try {
      expired.length = 0;
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { quote: { ...saved.quote, text: 'Look first, then decide.' } } as never,
        user: editor,
        overrideAccess: false,
      });
      expect(expired).toEqual([['cms:nm-ia-page:en']]);
      expect((await readNmIaPage('en')).quote.text).toBe('Look first, then decide.');
      expect((await readNmIaPage('es')).quote.text).toBe(nmIaSeed.quote.text.es);
      // A bullet added in Spanish only: the English and Italian pages show it in Spanish until it is translated.
      const [first, ...rest] = stages.stages;
      const added = { ...first, bullets: [...(first?.bullets ?? []), { text: 'Un punto nuevo' }] };
      await payload.updateGlobal({
        slug: 'services-page',
        locale: 'es',
        data: { stages: [added, ...rest] } as never,
        user: editor,
        overrideAccess: false,
      });
      for (const lang of langs) expect((await readServiceStages(lang))[0]?.bullets.at(-1)).toBe('Un punto nuevo');
      expect((await readServiceStages('en'))[0]?.bullets[0]).toBe(servicesSeed.stages[0]?.bullets[0]?.text.en);
    } finally {
      await payload.updateGlobal({
        slug: 'nm-ia-page',
        locale: 'en',
        data: { quote: saved.quote } as never,
        overrideAccess: true,
      });
      await payload.updateGlobal({
        slug: 'services-page',
        locale: 'es',
        data: { stages: stages.stages } as never,
        overrideAccess: true,
      });
    }
    expect((await readServiceStages('it'))[0]?.bullets).toEqual(
      servicesSeed.stages[0]?.bullets.map((bullet) => bullet.text.it),
    );
  });

  it('a Spanish change expires the page in all three languages (the others fall back to it)', async () => {
    expired.length = 0;
    await payload.updateGlobal({ slug: 'services-page', locale: 'es', data: {}, user: editor, overrideAccess: false });
    expect(expired).toEqual([['cms:services-page:es', 'cms:services-page:en', 'cms:services-page:it']]);
  });

  it('the services page keeps its five stages, and a new testimonial needs a portrait', async () => {
    const stages = ((await payload.findGlobal({ slug: 'services-page', depth: 0 })) as unknown as { stages: unknown[] })
      .stages;
    await expect(
      payload.updateGlobal({
        slug: 'services-page',
        data: { stages: stages.slice(0, 4) } as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow();
    const home = (await payload.findGlobal({ slug: 'home-page', depth: 0 })) as unknown as { testimonials: unknown[] };
    const newcomer = {
      name: 'Nueva Clienta',
      company: 'Estudio Nuevo',
      rating: '5',
      position: 'Gerente',
      quote: 'Un testimonio nuevo sin retrato.',
    };
    await expect(
      payload.updateGlobal({
        slug: 'home-page',
        locale: 'es',
        data: { testimonials: [...home.testimonials, newcomer] } as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Retrato|Portrait/);
    expect(
      ((await payload.findGlobal({ slug: 'home-page', depth: 0 })) as unknown as { testimonials: unknown[] })
        .testimonials,
    ).toHaveLength(13);
  });
});
