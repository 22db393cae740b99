import type { Locale } from '@/lib/i18n/locales';
import { mediaKeys, mediaUrl } from '@/lib/media/url';
import type { BusinessStage } from '@/lib/provider/contract';
import { caseStudyButton, caseStudySeeds } from './case-studies';
import { clientNames, clientSlug } from './clients';
import { teamSeeds } from './team';
import { testimonialSeeds } from './testimonials';
import type { CaseStudy, ClientLogo, TeamMember, Testimonial } from './types';

export type { CaseStudy, ClientLogo, StatIcon, TeamMember, Testimonial } from './types';

const socialLabels = { linkedin: 'LinkedIn', instagram: 'Instagram', behance: 'Behance', vimeo: 'Vimeo' } as const;

export function teamMembers(lang: Locale): TeamMember[] {
  return teamSeeds.map((seed) => ({
    name: seed.name,
    position: seed.position[lang],
    bio: seed.bio[lang],
    image: mediaUrl(mediaKeys.teamPortrait(seed.slug)),
    social: seed.social.map((link) => ({ id: link.id, label: socialLabels[link.id], href: link.href })),
  }));
}

export function testimonials(lang: Locale): Testimonial[] {
  return testimonialSeeds.map((seed) => ({
    quote: seed.quote[lang],
    name: seed.name,
    position: seed.position[lang],
    company: seed.company,
    image: mediaUrl(mediaKeys.testimonialPortrait(seed.slug)),
    rating: seed.rating,
  }));
}

export function caseStudies(lang: Locale): CaseStudy[] {
  return caseStudySeeds.map((seed) => ({
    title: seed.title[lang],
    category: seed.category[lang],
    description: seed.description[lang],
    image: mediaUrl(mediaKeys.caseStudy(seed.slug)),
    stat: seed.stat[lang],
    statIcon: seed.statIcon,
    buttonText: caseStudyButton[lang],
  }));
}

export function clientLogos(): ClientLogo[] {
  return clientNames.map((name) => ({ name, image: mediaUrl(mediaKeys.clientLogo(clientSlug(name))) }));
}

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

export function leadMagnetImage(lang: Locale): string {
  return mediaUrl(mediaKeys.leadMagnet(lang));
}

