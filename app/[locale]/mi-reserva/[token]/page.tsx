import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManageBooking } from '@/components/booking/manage-booking';
import { normalizeLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';

// Reads the token's booking at each request: a private page must never be prerendered nor cached.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/mi-reserva/[token]'>;

/**
 * The address holds the token, so no indexing and no referrer to other sites. 'same-origin', not 'no-referrer': that
 * makes the browser post with `Origin: null`, which Next refuses as a cross-site server action.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'booking.manage' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
    referrer: 'same-origin',
  };
}

/** Works without JavaScript. A move lands on the new link with `?moved=1`, so that page can say it moved. */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const { moved } = await searchParams;
  return <ManageBooking locale={locale} token={token} moved={moved === '1'} />;
}
