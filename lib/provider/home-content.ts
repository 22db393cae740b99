import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { mediaKeys, mediaUrl } from '@/lib/media/url';
import type { BusinessStage } from '@/lib/provider/contract';
import { cachedCmsRead } from '@/lib/provider/cms/cached';
import { readHomePage, readNmIaPage, readServiceStages } from '@/lib/provider/cms/pages';
import type { HomePageContent, NmIaPageContent, ServiceStageContent } from './page-content-types';

export type * from './page-content-types';

/**
 * What the studio edits on the home, services and NM+IA pages besides their page texts: the service cards, case
 * studies, testimonials, pricing plans, team and client logos; the five service stages; the NM+IA cards and quote.
 * The provider's API has no call for them, so whatever the provider, they come from the back office (Payload's
 * `home-page`, `services-page` and `nm-ia-page` globals), read through the data cache: a page view never queries the
 * store, and a change expires only the pages and languages that show it. An editor previewing reads the drafts.
 */

/** The home page's editable lists in one language (one cached read shared by the page's sections). */
export const homePageContent = cache((lang: Locale): Promise<HomePageContent> =>
  cachedCmsRead('home-page', lang, (editor) => readHomePage(lang, editor)),
);

/** The services page's five stages, stage 1 first (the quiz names its results after them). */
export const serviceStages = cache((lang: Locale): Promise<ServiceStageContent[]> =>
  cachedCmsRead('services-page', lang, (editor) => readServiceStages(lang, editor)),
);

/** The NM+IA page's process cards and closing quote. */
export const nmIaPageContent = cache((lang: Locale): Promise<NmIaPageContent> =>
  cachedCmsRead('nm-ia-page', lang, (editor) => readNmIaPage(lang, editor)),
);

/** Images of the five service stages on the services page, anchored etapa-{n}. */
export function serviceStageImages(): Record<BusinessStage, string> {
  return {
    1: mediaUrl(mediaKeys.serviceStage(1)),
    2: mediaUrl(mediaKeys.serviceStage(2)),
    3: mediaUrl(mediaKeys.serviceStage(3)),
    4: mediaUrl(mediaKeys.serviceStage(4)),
    5: mediaUrl(mediaKeys.serviceStage(5)),
  };
}

/** The cover of the PDF guide in each language. */
export function leadMagnetImage(lang: Locale): string {
  return mediaUrl(mediaKeys.leadMagnet(lang));
}
