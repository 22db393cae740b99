import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { galleryUnlockPath, type GalleryGridPage } from '@/lib/domain/gallery-filter';
import { altText, photosSkipOptimizer, type ViewerGallery } from '@/lib/domain/gallery-view';
import type { Locale } from '@/lib/i18n/locales';
import { imagePresets, imageSizes, mediaDimensions } from '@/lib/media/constants';
import { imageAddress, protectedImageLoader } from '@/lib/media/protected-image-loader';
import { Icon } from '@/components/ui/icon';
import { architectureViewerGalleries, serverViewerGalleries } from './portfolio-data';

type Props = { page: GalleryGridPage; locale: Locale; galleryId: string };

/**
 * A gallery opened from its card's link (`?gallery=id`) by a browser without JavaScript: its title and photographs at
 * the viewer's sizes, and a link back to the grid. Inside <noscript>, so a browser that runs the viewer never draws
 * it nor fetches its images. A protected gallery shows the password prompt's words and a link to the page that asks for
 * the password (app/[locale]/arquitectura/gallery/[gallery]/unlock): its photographs are never in a cached page.
 */
export async function GalleryNoScript({ page, locale, galleryId }: Props) {
  const [galleries, t] = await Promise.all([
    galleriesOf(page, locale),
    getTranslations({ locale, namespace: 'gallery' }),
  ]);
  const gallery = galleries.find((candidate) => candidate.id === galleryId);
  if (!gallery) return null;
  return (
    <noscript>
      <GallerySection
        gallery={gallery}
        back={`/${locale}/${page}#portfolio`}
        closeLabel={t('noScript.close')}
        headingLevel={2}
      >
        {gallery.locked ? (
          <LockedNotice title={t('password.title')} description={t('password.description')}>
            <p className="mt-2 text-muted-foreground">{t('noScript.protected')}</p>
            <a href={galleryUnlockPath(locale, gallery.id)} className={buttonVariants({ className: 'mt-5' })}>
              {t('noScript.unlock')}
            </a>
          </LockedNotice>
        ) : (
          <Photographs gallery={gallery} direct={photosSkipOptimizer(page, gallery.locked)} />
        )}
      </GallerySection>
    </noscript>
  );
}

type SectionProps = {
  gallery: ViewerGallery;
  back: string;
  closeLabel: string;
  headingLevel: 1 | 2;
  children: ReactNode;
};

/** A gallery drawn as a page section: its title and description, what it shows, and a way back to the grid. */
export function GallerySection({ gallery, back, closeLabel, headingLevel, children }: SectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="gallery-nojs-title"
      data-testid="gallery-nojs"
      className="mx-auto max-w-[88rem] border-b border-border/70 px-5 pt-32 pb-16 sm:px-8 md:pt-40 md:pb-24"
    >
      <div className="mb-10 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <Heading id="gallery-nojs-title" className="text-3xl leading-tight font-light text-balance md:text-5xl">
            {gallery.title}
          </Heading>
          {gallery.description ? <p className="mt-3 text-pretty text-muted-foreground">{gallery.description}</p> : null}
        </div>
        <CloseLink href={back} label={closeLabel} />
      </div>
      {children}
      <div className="mt-12">
        <CloseLink href={back} label={closeLabel} />
      </div>
    </section>
  );
}

/** The password prompt's words over what a locked gallery shows instead of its photographs. */
export function LockedNotice({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="max-w-2xl rounded-sm border border-border bg-muted/40 p-6" data-testid="gallery-nojs-protected">
      <p className="flex items-center gap-2 text-lg font-medium">
        <Icon name="lock" className="size-4" />
        {title}
      </p>
      <p className="mt-2">{description}</p>
      {children}
    </div>
  );
}

const galleriesOf = async (page: GalleryGridPage, locale: Locale): Promise<ViewerGallery[]> =>
  page === 'arquitectura' ? (await architectureViewerGalleries(locale)).galleries : serverViewerGalleries(page, locale);

function CloseLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full border border-border px-5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:self-auto"
    >
      <Icon name="x" className="size-4" />
      {label}
    </a>
  );
}

/**
 * One photograph under the other, at the viewer's widths (800 under 768 px, else 1200, quality 90); `direct` from the
 * route that checks the gallery's lock (photosSkipOptimizer).
 */
export function Photographs({ gallery, direct }: { gallery: ViewerGallery; direct: boolean }) {
  const { width, narrowWidth, quality } = imagePresets.viewer;
  // The media route checks the lock itself (imageAddress sends /media/ photographs there); an upload is fetched from
  // its own access-checked route rather than through the optimizer.
  const address = (src: string, at: number) =>
    direct && !src.startsWith('/media/')
      ? protectedImageLoader({ src, width: at, quality })
      : imageAddress(src, at, quality);
  const { width: naturalWidth, height: naturalHeight } = mediaDimensions.photo;
  return (
    <ul className="flex flex-col gap-12">
      {gallery.images.map((image, i) => (
        <li key={image.src}>
          <figure className="flex flex-col items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its client code */}
            <img
              src={address(image.src, width)}
              srcSet={`${address(image.src, narrowWidth)} ${narrowWidth}w, ${address(image.src, width)} ${width}w`}
              sizes={imageSizes.viewer}
              alt={altText(image)}
              width={naturalWidth}
              height={naturalHeight}
              loading={i < 2 ? 'eager' : 'lazy'}
              className="h-auto w-full max-w-[1200px] rounded-sm bg-muted"
            />
            <figcaption className="flex flex-col items-center gap-1 text-center">
              {/* Read once, as the photograph's alt text. */}
              <span aria-hidden className="font-display text-lg font-light">
                {image.title}
              </span>
              {image.location ? (
                <span className="inline-flex items-center gap-1.5 text-xs tracking-[0.18em] text-muted-foreground uppercase">
                  <Icon name="map-pin" className="size-3.5" />
                  {image.location}
                </span>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
