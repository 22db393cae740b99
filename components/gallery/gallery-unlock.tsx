import { getTranslations } from 'next-intl/server';
import type { ViewerGallery, ViewerImage } from '@/lib/domain/gallery-view';
import type { Locale } from '@/lib/i18n/locales';
import { GallerySection, LockedNotice, Photographs } from './gallery-noscript';
import { UnlockForm } from './unlock-form';

type Props = { locale: Locale; gallery: ViewerGallery; images: ViewerImage[]; unlocked: boolean; back: string };

/** A protected gallery's own page: the password form, or its photographs once the visitor holds its unlock cookie. */
export async function GalleryUnlock({ locale, gallery, images, unlocked, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'gallery' });
  return (
    <GallerySection gallery={gallery} back={back} closeLabel={t('noScript.close')} headingLevel={1}>
      {unlocked ? (
        <Photographs gallery={{ ...gallery, images }} direct />
      ) : (
        <LockedNotice title={t('password.title')} description={t('password.description')}>
          <div className="mt-6">
            <UnlockForm
              locale={locale}
              galleryId={gallery.id}
              cancelHref={back}
              labels={{
                label: t('password.label'),
                submit: t('password.submit'),
                cancel: t('password.cancel'),
                checking: t('password.checking'),
              }}
            />
          </div>
        </LockedNotice>
      )}
    </GallerySection>
  );
}
