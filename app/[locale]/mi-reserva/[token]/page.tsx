import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManageBooking } from '@/components/booking/manage-booking';
import { normalizeLocale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';

// The page reads the booking of the link's token at each request: never prerendered, never cached.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/mi-reserva/[token]'>;

/**
 * A private page: not indexed, not in the sitemap, and its address (which holds the token) never sent to another site
 * as a referrer. 'same-origin', not 'no-referrer': with the latter the browser posts the cancel form with `Origin: null`,
 * which Next refuses as a cross-site server action.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = normalizeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'booking.manage' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/**
 * The visitor's manage link: their booking, a move and a cancel that work without JavaScript. `?moved=1` is where a
 * move lands: the page of the new link says the booking moved.
 */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const { moved } = await searchParams;
  return <ManageBooking locale={locale} token={token} moved={moved === '1'} />;
}
