import { mediaKeys } from '@/lib/media/url';
import type { PlaceholderSubject, SceneKind } from '@/lib/media/placeholder/subject';
import type { ShotKind } from './galleries/advertising-shots';
import { places, isStudioShot, shots } from './galleries/advertising-shots';
import { advertisingSeeds, tourismSeeds } from './galleries';
import { caseStudySeeds } from './home/case-studies';
import { clientNames, clientSlug } from './home/clients';
import { teamSeeds } from './home/team';
import { testimonialSeeds } from './home/testimonials';

/**
 * What the generated placeholder for a seeded media key should say and show: the real subject from the seed data
 * (in Spanish, the studio's own language), so a placeholder reads like the photograph it stands in for.
 */
type SubjectOverride = Pick<PlaceholderSubject, 'title' | 'caption'> & { scene?: SceneKind };

const shotScenes: Record<ShotKind, SceneKind> = {
  'key-visual': 'product',
  lifestyle: 'interior',
  'on-location': 'landscape',
  'model-portrait': 'portrait',
  backstage: 'event',
  'social-vertical': 'product',
  billboard: 'exterior',
  'leadership-portrait': 'portrait',
  team: 'portrait',
  workplace: 'interior',
  process: 'interior',
  'hands-at-work': 'product',
  facility: 'exterior',
  keynote: 'event',
  networking: 'event',
  award: 'event',
  construction: 'exterior',
  packshot: 'product',
  'still-life': 'product',
  detail: 'product',
  'in-use': 'interior',
  texture: 'product',
  range: 'product',
  ecommerce: 'product',
  'flat-lay': 'product',
};

let overrides: Map<string, SubjectOverride> | undefined;

function build(): Map<string, SubjectOverride> {
  const map = new Map<string, SubjectOverride>();
  for (const seed of advertisingSeeds) {
    seed.shots.forEach((kind, i) => {
      const place = places[isStudioShot(kind) ? 'studio' : seed.place].es;
      map.set(mediaKeys.galleryImage('advertising', seed.id, i), {
        title: seed.title.es,
        caption: `${shots[kind].es} · ${place}`,
        scene: shotScenes[kind],
      });
    });
  }
  for (const seed of tourismSeeds) {
    seed.images.forEach((image, i) => {
      map.set(mediaKeys.galleryImage('tourism', seed.id, i), { title: image.title.es, caption: image.location.es, scene: 'landscape' });
    });
  }
  for (const seed of teamSeeds) map.set(mediaKeys.teamPortrait(seed.slug), { title: seed.name, caption: '' });
  for (const seed of testimonialSeeds) map.set(mediaKeys.testimonialPortrait(seed.slug), { title: seed.name, caption: '' });
  for (const name of clientNames) map.set(mediaKeys.clientLogo(clientSlug(name)), { title: name, caption: '' });
  // The home page shows these in three languages: the client's name reads the same in all of them, its category not.
  for (const seed of caseStudySeeds) map.set(mediaKeys.caseStudy(seed.slug), { title: seed.title.es, caption: '' });
  return map;
}

export function mediaSubjectOverride(key: string): SubjectOverride | undefined {
  overrides ??= build();
  return overrides.get(key);
}
