import { getTranslations } from 'next-intl/server';
import { BookingDialogTrigger } from '@/components/booking/booking-dialog-trigger';
import { bookingMessages } from '@/components/booking/booking-messages-data';
import { UpcomingAppointments } from '@/components/booking/upcoming-appointments';
import { CallToAction } from '@/components/site/call-to-action';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** The home page's booking section (anchor cta): the ways into the booking dialog and the upcoming list. */
export async function ConsultationCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.cta' });
  return (
    <CallToAction
      look="booking"
      id={HOME_ANCHORS.cta}
      titleId="cta-title"
      eyebrow={t('eyebrow')}
      title={t('title')}
      text={t('description')}
      actions={
        <>
          <BookingDialogTrigger locale={locale} messages={await bookingMessages(locale)} />
          <UpcomingAppointments locale={locale} />
        </>
      }
    />
  );
}
