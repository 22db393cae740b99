import { getTranslations } from 'next-intl/server';
import { BookingDialogTrigger } from '@/components/booking/booking-dialog-trigger';
import { bookingMessages } from '@/components/booking/booking-messages-data';
import { UpcomingAppointments } from '@/components/booking/upcoming-appointments';
import { SectionHeading } from '@/components/site/section-heading';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/** The home page's booking section (spec §2, anchor cta): the ways into the booking dialog and the upcoming list. */
export async function ConsultationCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.cta' });
  return (
    <section id={HOME_ANCHORS.cta} aria-labelledby="cta-title" className="bg-ink text-paper">
      <div className="mx-auto grid max-w-[88rem] gap-12 px-5 py-24 sm:px-8 md:py-32 lg:grid-cols-[1.4fr_1fr] lg:items-end">
        <SectionHeading id="cta-title" tone="dark" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
        <div className="grid gap-8 lg:justify-self-end">
          <BookingDialogTrigger locale={locale} messages={await bookingMessages(locale)} />
          <UpcomingAppointments locale={locale} />
        </div>
      </div>
    </section>
  );
}
