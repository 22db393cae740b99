import type { Locale } from '@/lib/i18n/locales';
import { mediaUrl } from '@/lib/media/url';
import type {
  CaseStudy,
  ClientLogo,
  HomePageContent,
  NmIaPageContent,
  PricingPlan,
  ServiceHighlight,
  ServiceStageContent,
  StatIcon,
  TeamMember,
  Testimonial,
} from '@/lib/provider/page-content-types';
import { cms } from '.';
import { readMode, type PreviewSession } from './preview';

type PageGlobal = 'home-page' | 'services-page' | 'nm-ia-page';
type MediaDoc = { url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> | null };
type Picture = { image?: MediaDoc | number | string | null; imageKey?: string | null };
type Text = string | null | undefined;

const socialLabels = { linkedin: 'LinkedIn', instagram: 'Instagram', behance: 'Behance', vimeo: 'Vimeo' } as const;
type Network = keyof typeof socialLabels;

type HomeDoc = {
  highlights?: Partial<
    Record<ServiceHighlight['key'], { title?: Text; description?: Text; link?: Text } | null>
  > | null;
  caseStudies?:
    (Picture & { title?: Text; category?: Text; description?: Text; stat?: Text; statIcon?: StatIcon | null })[] | null;
  testimonials?:
    (Picture & { name?: Text; company?: Text; position?: Text; quote?: Text; rating?: '5' | '4.5' | null })[] | null;
  plans?:
    | {
        title?: Text;
        subtitle?: Text;
        price?: number | null;
        popular?: boolean | null;
        duration?: Text;
        features?: { text?: Text }[] | null;
        button?: Text;
      }[]
    | null;
  team?:
    | (Picture & {
        name?: Text;
        position?: Text;
        bio?: Text;
        social?: { network?: Network | null; href?: Text }[] | null;
      })[]
    | null;
  clients?: (Picture & { name?: Text })[] | null;
};
type ServicesDoc = {
  stages?:
    { title?: Text; subtitle?: Text; description?: Text; bullets?: { text?: Text }[] | null; imageAlt?: Text }[] | null;
};
type NmIaDoc = {
  steps?: { title?: Text; text?: Text }[] | null;
  quote?: { text?: Text; author?: Text; role?: Text } | null;
};

/**
 * A page global in one language (an empty translation falls back to Spanish), read as an anonymous visitor — or, for
 * an editor previewing, its latest draft with the editor's rights.
 */
async function readGlobal<S extends PageGlobal>(slug: S, lang: Locale, editor: PreviewSession | null) {
  const payload = await cms();
  return payload.findGlobal({ slug, locale: lang, fallbackLocale: 'es', depth: 1, ...readMode(editor) });
}

/** An upload at the size the grids use (else the original); a row from the first import keeps its archive picture. */
function pictureUrl({ image, imageKey }: Picture): string {
  if (image && typeof image === 'object') return image.sizes?.card?.url || image.url || '';
  return imageKey ? mediaUrl(imageKey) : '';
}

const text = (value: Text): string => value ?? '';

export async function readHomePage(lang: Locale, editor: PreviewSession | null = null): Promise<HomePageContent> {
  const doc: HomeDoc = await readGlobal('home-page', lang, editor);
  const highlights = (['architecture', 'corporate', 'tourism', 'nmai'] as const).map((key): ServiceHighlight => {
    const card = doc.highlights?.[key];
    return { key, title: text(card?.title), description: text(card?.description), link: text(card?.link) };
  });
  const caseStudies = (doc.caseStudies ?? []).map((row): CaseStudy => ({
    title: text(row.title),
    category: text(row.category),
    description: text(row.description),
    image: pictureUrl(row),
    stat: text(row.stat),
    statIcon: row.statIcon ?? 'trending-up',
  }));
  const testimonials = (doc.testimonials ?? []).map((row): Testimonial => ({
    quote: text(row.quote),
    name: text(row.name),
    position: text(row.position),
    company: text(row.company),
    image: pictureUrl(row),
    rating: row.rating === '4.5' ? 4.5 : 5,
  }));
  const plans = (doc.plans ?? []).map((row): PricingPlan => ({
    title: text(row.title),
    subtitle: text(row.subtitle),
    price: row.price ?? 0,
    duration: text(row.duration),
    features: (row.features ?? []).map((feature) => text(feature.text)).filter(Boolean),
    button: text(row.button),
    popular: Boolean(row.popular),
  }));
  const team = (doc.team ?? []).map((row): TeamMember => ({
    name: text(row.name),
    position: text(row.position),
    bio: text(row.bio),
    image: pictureUrl(row),
    social: (row.social ?? []).flatMap((link) =>
      link.network && link.href ? [{ id: link.network, label: socialLabels[link.network], href: link.href }] : [],
    ),
  }));
  const clients = (doc.clients ?? []).map((row): ClientLogo => ({ name: text(row.name), image: pictureUrl(row) }));
  return { highlights, caseStudies, testimonials, plans, team, clients };
}

export async function readServiceStages(
  lang: Locale,
  editor: PreviewSession | null = null,
): Promise<ServiceStageContent[]> {
  const doc: ServicesDoc = await readGlobal('services-page', lang, editor);
  return (doc.stages ?? []).map((stage) => ({
    title: text(stage.title),
    subtitle: text(stage.subtitle),
    description: text(stage.description),
    bullets: (stage.bullets ?? []).map((bullet) => text(bullet.text)).filter(Boolean),
    imageAlt: text(stage.imageAlt),
  }));
}

export async function readNmIaPage(lang: Locale, editor: PreviewSession | null = null): Promise<NmIaPageContent> {
  const doc: NmIaDoc = await readGlobal('nm-ia-page', lang, editor);
  return {
    steps: (doc.steps ?? []).map((step) => ({ title: text(step.title), text: text(step.text) })),
    quote: { text: text(doc.quote?.text), author: text(doc.quote?.author), role: text(doc.quote?.role) },
  };
}
