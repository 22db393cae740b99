import { mediaDimensions, type MediaShape } from '../constants';

/**
 * What a generated placeholder stands for, read from its media key alone so that any key a page references renders
 * something sensible: the scene to draw, the subject to name on it, and the image's natural size.
 */
export type SceneKind = 'exterior' | 'interior' | 'product' | 'landscape' | 'portrait' | 'logo' | 'event';

export interface PlaceholderSubject {
  key: string;
  scene: SceneKind;
  shape: MediaShape;
  title: string;
  caption: string;
  format: 'jpeg' | 'png';
  /** The architecture gallery the image belongs to, for the protected-gallery check. */
  galleryId?: string;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png)$/;

const TITLE_OVERRIDES: Record<string, string> = {
  'cabo-de-gata': 'Cabo de Gata',
  sanfermines: 'San Fermín',
  balkans: 'Balcanes',
  'hero-poster': 'Lumen Estudio',
  // The services page shows these in three languages: a stage's number reads the same in all of them.
  'stage-1': '01',
  'stage-2': '02',
  'stage-3': '03',
  'stage-4': '04',
  'stage-5': '05',
};

const CATEGORY_SUFFIX = /-(casas|oficinas|hospitality|retail|catalogos|publicidad|corporativa|producto)$/;

const SMALL_WORDS = new Set(['de', 'del', 'la', 'el', 'y', 'en', 'las', 'los']);

export function titleFromSlug(slug: string): string {
  const override = TITLE_OVERRIDES[slug];
  if (override) return override;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

function architectureScene(galleryId: string, index: number): SceneKind {
  if (/-(casas|oficinas|hospitality|retail)$/.test(galleryId)) return index % 3 === 0 ? 'exterior' : 'interior';
  return 'interior';
}

function advertisingScene(galleryId: string, index: number): SceneKind {
  if (/producto|packshot|bodegon/.test(galleryId) || galleryId.endsWith('-product')) return 'product';
  if (/evento|congreso|gala|feria/.test(galleryId)) return 'event';
  if (/retrato|equipo|directiv/.test(galleryId)) return 'portrait';
  return index % 2 === 0 ? 'product' : 'interior';
}

export function parseMediaKey(key: string): PlaceholderSubject | null {
  if (!KEY_PATTERN.test(key) || key.length > 200) return null;
  const parts = key.split('/');
  const file = parts[parts.length - 1] ?? '';
  const [base = '', extension] = file.split('.');
  const format = extension === 'png' ? 'png' : 'jpeg';
  const [collection = '', second = ''] = parts;
  const number = /^\d{2}$/.test(base) ? Number(base) : 1;

  if (parts.length === 3 && ['architecture', 'advertising', 'tourism'].includes(collection)) {
    const index = number - 1;
    const scene =
      collection === 'architecture'
        ? architectureScene(second, index)
        : collection === 'tourism'
          ? 'landscape'
          : advertisingScene(second, index);
    const title = titleFromSlug(second.replace(CATEGORY_SUFFIX, ''));
    return {
      key,
      scene,
      shape: 'photo',
      title,
      caption: /^\d{2}$/.test(base) ? base : '',
      format,
      galleryId: collection === 'architecture' ? second : undefined,
    };
  }
  if (parts.length !== 2) return null;
  switch (collection) {
    case 'home':
      return { key, scene: 'interior', shape: 'photo', title: titleFromSlug(base), caption: 'Valencia', format };
    case 'clients':
      return { key, scene: 'logo', shape: 'logo', title: titleFromSlug(base), caption: '', format: 'png' };
    case 'team':
    case 'testimonials':
      return { key, scene: 'portrait', shape: 'portrait', title: titleFromSlug(base), caption: '', format };
    case 'case-studies':
      return {
        key,
        scene: number % 2 ? 'interior' : 'exterior',
        shape: 'photo',
        title: titleFromSlug(base),
        caption: '',
        format,
      };
    case 'services':
      return { key, scene: 'event', shape: 'photo', title: titleFromSlug(base), caption: '', format };
    case 'lead-magnet':
      return {
        key,
        scene: 'product',
        shape: 'cover',
        title: 'Neuromarketing visual',
        caption: base.replace('guide-', '').toUpperCase(),
        format,
      };
    default:
      return null;
  }
}

export function dimensionsOf(subject: PlaceholderSubject): { width: number; height: number } {
  return mediaDimensions[subject.shape];
}
