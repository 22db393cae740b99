import { mediaKeys } from '@/lib/media/url';
import type { PlaceholderSubject, SceneKind } from '@/lib/media/placeholder/subject';
import type { ShotKind } from './galleries/advertising-shots';
import { places, isStudioShot, shots } from './galleries/advertising-shots';
import { advertisingSeeds, tourismSeeds } from './galleries';
import homePage from './home-page.json';

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
      map.set(mediaKeys.galleryImage('tourism', seed.id, i), {
        title: image.title.es,
        caption: image.location.es,
        scene: 'landscape',
      });
    });
  }
  // The archive's pictures of the home page are the ones its first import refers to (home-page.json, beside this file):
  // portraits and logos named after their person or client; a case study after its client, whose name reads the same in
  // all three languages.
  for (const list of [homePage.team, homePage.testimonials, homePage.clients]) {
    for (const row of list) map.set(row.imageKey, { title: row.name, caption: '' });
  }
  for (const row of homePage.caseStudies) map.set(row.imageKey, { title: row.title.es, caption: '' });
  return map;
}

export function mediaSubjectOverride(key: string): SubjectOverride | undefined {
  overrides ??= build();
  return overrides.get(key);
}
