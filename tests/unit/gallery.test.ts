import { describe, expect, it } from 'vitest';
import {
  buildArchitectureSeoData,
  deriveArchitectureGallery,
  galleryLocation,
  isProtectedGallery,
  numberedImagePaths,
  PROTECTED_GALLERY_MARK,
  type ArchitectureSeoCopy,
} from '@/lib/domain/gallery';

const copy: ArchitectureSeoCopy = {
  seoTitle: (title, location, label) => `${title} | ${label} | ${location}`,
  description: (title, location) => `${title} en ${location}`,
  categoryLabels: {
    catalogos: 'Catálogos',
    hospitality: 'Hostelería',
    casas: 'Casas',
    oficinas: 'Oficinas',
    retail: 'Retail',
  },
  categoryKeywords: {
    catalogos: ['catálogo'],
    hospitality: ['hotel'],
    casas: ['vivienda'],
    oficinas: ['oficina'],
    retail: ['tienda'],
  },
};

const media = { image: (key: string) => `/media/${key}`, video: (id: string) => `https://cdn.example/${id}.mp4` };

const names = (es: string, en = `${es} (en)`, it = `${es} (it)`) => ({ es, en, it });

describe('gallery title: the name written for the page language', () => {
  it.each([
    ['es', 'Ático en Ruzafa'],
    ['en', 'Ruzafa Penthouse'],
    ['it', 'Attico a Ruzafa'],
  ] as const)('%s → %s', (lang, title) => {
    const entry = {
      id: 'atico-ruzafa-casas',
      title: names('Ático en Ruzafa', 'Ruzafa Penthouse', 'Attico a Ruzafa'),
      category: 'casas',
      imageCount: 1,
    } as const;
    expect(deriveArchitectureGallery(entry, lang, copy, media).title).toBe(title);
    expect(buildArchitectureSeoData(entry, lang, copy).title).toBe(title);
  });
});

describe('gallery images: paths numbered from 01 with two digits', () => {
  it('numbers from 01', () => {
    expect(numberedImagePaths('architecture/x', 3)).toEqual([
      'architecture/x/01.jpg',
      'architecture/x/02.jpg',
      'architecture/x/03.jpg',
    ]);
  });
  it('pads to two digits up to 99 and keeps 10 and beyond', () => {
    const paths = numberedImagePaths('g', 12);
    expect(paths[8]).toBe('g/09.jpg');
    expect(paths[11]).toBe('g/12.jpg');
  });
  it('gives no paths for zero images', () => expect(numberedImagePaths('g', 0)).toEqual([]));
});

describe('SEO location: Valencia if the id contains valencia, otherwise España', () => {
  it.each([
    ['atico-ruzafa-valencia-casas', 'Valencia'],
    ['hotel-boutique-altea-hospitality', 'España'],
    ['VALENCIA-port', 'Valencia'],
  ])('%s → %s', (id, location) => expect(galleryLocation(id)).toBe(location));
});

describe('SEO data', () => {
  it('carries id, title, category architecture, subcategory, location and keywords', () => {
    const seo = buildArchitectureSeoData(
      {
        id: 'loft-valencia-casas',
        title: names('Loft Valencia'),
        category: 'casas',
        imageCount: 4,
        keywords: ['loft'],
      },
      'es',
      copy,
    );
    expect(seo).toEqual({
      id: 'loft-valencia-casas',
      title: 'Loft Valencia',
      seoTitle: 'Loft Valencia | Casas | Valencia',
      description: 'Loft Valencia en Valencia',
      category: 'architecture',
      subcategory: 'casas',
      location: 'Valencia',
      keywords: ['vivienda', 'loft', 'valencia'],
    });
  });
});

describe('derived gallery record', () => {
  it('uses the first image as thumbnail and resolves every image', () => {
    const gallery = deriveArchitectureGallery(
      { id: 'a-retail', title: names('a-retail'), category: 'retail', imageCount: 2 },
      'es',
      copy,
      media,
    );
    expect(gallery.images).toEqual(['/media/architecture/a-retail/01.jpg', '/media/architecture/a-retail/02.jpg']);
    expect(gallery.thumbnail).toBe(gallery.images[0]);
    expect(gallery.type).toBe('gallery');
    expect(gallery.videoUrl).toBeUndefined();
  });
  it('gives a video gallery its video URL', () => {
    const gallery = deriveArchitectureGallery(
      { id: 'v-casas', title: names('v-casas'), category: 'casas', imageCount: 1, type: 'video' },
      'es',
      copy,
      media,
    );
    expect(gallery.type).toBe('video');
    expect(gallery.videoUrl).toBe('https://cdn.example/v-casas.mp4');
  });
  it('marks a protected gallery with PROTECTED and never with its password', () => {
    const gallery = deriveArchitectureGallery(
      { id: 'p-retail', title: names('p-retail'), category: 'retail', imageCount: 1, protected: true },
      'es',
      copy,
      media,
    );
    expect(gallery.password).toBe(PROTECTED_GALLERY_MARK);
    expect(gallery.thumbnail).toBe('/media/architecture/p-retail/cover.jpg');
    expect(gallery.images).not.toContain(gallery.thumbnail);
    expect(isProtectedGallery(gallery)).toBe(true);
    expect(
      isProtectedGallery(
        deriveArchitectureGallery(
          { id: 'o-retail', title: names('o-retail'), category: 'retail', imageCount: 1 },
          'es',
          copy,
          media,
        ),
      ),
    ).toBe(false);
  });
});
