import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { GalleryUnlock } from '@/components/gallery/gallery-unlock';
import { architectureViewerGalleries } from '@/components/gallery/portfolio-data';
import { hasGalleryAccess } from '@/lib/access/gallery-access';
import { normalizeLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';

// It reads the visitor's unlock cookie: rendered at each request, never cached.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/arquitectura/gallery/[gallery]/unlock'>;

/** A private page: not indexed, and not followed (its links are the grid's). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'gallery' });
  return { title: t('password.title'), robots: { index: false, follow: false } };
}

/**
 * A protected gallery for a browser without JavaScript, reached from its card's page
 * (components/gallery/gallery-noscript.tsx): the password form until the visitor holds the gallery's unlock cookie,
 * then its photographs, whose addresses the media route serves only with that cookie. A gallery that is not protected,
 * or not there, is sent to its usual address.
 */
export default async function UnlockGalleryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { gallery: id } = await params;
  const { galleries, lockedImages } = await architectureViewerGalleries(locale);
  const gallery = galleries.find((candidate) => candidate.id === id);
  const back = `/${locale}/arquitectura#portfolio`;
  if (!gallery?.locked) redirect(gallery ? `/${locale}/arquitectura?gallery=${encodeURIComponent(gallery.id)}` : back);
  const unlocked = await hasGalleryAccess((await headers()).get('cookie'), gallery.id);
  const images = unlocked ? (lockedImages.get(gallery.id) ?? []) : [];
  return <GalleryUnlock locale={locale} gallery={gallery} images={images} unlocked={unlocked} back={back} />;
}
