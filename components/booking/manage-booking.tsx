import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { otherService } from '@/lib/domain/booking-services';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getManagedBooking } from '@/lib/provider';
import type { ManagedBookingLookup } from '@/lib/provider/contract';
import { formatBookingDay, sentenceStart } from './booking-format';
import { ManageBookingCard } from './manage-booking-card';
import { MANAGE_TEXT_KEYS, type ManageTexts } from './manage-texts';

/** A provider that cannot answer is a message to the visitor, never an error page. */
async function lookUp(token: string): Promise<ManagedBookingLookup | null> {
  try {
    return await getManagedBooking(token);
  } catch (error) {
    console.error('[booking] could not open a manage link', error);
    return null;
  }
}

/** The manage page's content: the booking with its cancel form, or why the link opens none. */
export async function ManageBooking({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'booking.manage' });
  const services = await getTranslations({ locale, namespace: 'booking.form.services' });
  const lookup = await lookUp(token);

  if (!lookup?.found) {
    const [title, description] = !lookup
      ? [t('unavailableTitle'), t('unavailable')]
      : lookup.problem === 'past'
        ? [t('title'), t('past')]
        : [t('invalidTitle'), t('invalid')];
    const action = (
      <Link href="/consulta-gratuita" className={buttonVariants({ size: 'lg' })}>
        {t('bookAgain')}
      </Link>
    );
    return <PageHero eyebrow={t('eyebrow')} title={title} description={description} actions={action} />;
  }

  const { booking } = lookup;
  const start = new Date(booking.date);
  // The free consultation has one slug per language; any other slug is one of the studio's services.
  const service = services(otherService(booking.service) ?? 'free');
  const errors = await getTranslations({ locale, namespace: 'errors.validation' });
  const texts = { ...Object.fromEntries(MANAGE_TEXT_KEYS.map((key) => [key, t(key)])), confirmRequired: errors('cancelConfirmRequired') } as ManageTexts;
  // A cancelled booking has nothing left to cancel: the intro does not offer it.
  const description = booking.status === 'cancelled' ? t('cancelledDescription') : t('description');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} description={description} />
      <ManageBookingCard
        locale={locale}
        token={token}
        status={booking.status}
        cancellation={{ by: booking.cancelledBy, reason: booking.cancelReason }}
        statusLabels={{
          pending: t('statuses.pending'),
          confirmed: t('statuses.confirmed'),
          cancelled: t('statuses.cancelled'),
          cancelledByStudio: t('statuses.cancelledByStudio'),
        }}
        details={{
          // The value opens its line (under its label on a phone): capitalised, as a date that opens a sentence.
          date: sentenceStart(formatBookingDay(madridDay(start), locale, true), locale),
          time: t('timeInMadrid', { time: madridTime(start) }),
          service,
          name: booking.name,
        }}
        meetingUrl={booking.meetingUrl}
        texts={texts}
      />
    </>
  );
}
