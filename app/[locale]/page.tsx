import { Suspense } from 'react';
import { BookPrompt } from '@/components/home/book-prompt';
import { CaseStudies } from '@/components/home/case-studies';
import { ClosingCta } from '@/components/home/closing-cta';
import { ConsultationCta } from '@/components/home/consultation-cta';
import { ContactSection } from '@/components/home/contact-section';
import { HomeHero } from '@/components/home/home-hero';
import { HomeHeroSkeleton } from '@/components/home/home-hero-skeleton';
import { LeadMagnetSection } from '@/components/home/lead-magnet-section';
import { Pricing } from '@/components/home/pricing';
import { ScrollOnArrival } from '@/components/home/scroll-on-arrival';
import { ServiceCards } from '@/components/home/service-cards';
import { ServicesIntro } from '@/components/home/services-intro';
import { Team } from '@/components/home/team';
import { Testimonials } from '@/components/home/testimonials';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]'>) => translatedPageMetadata(params, 'home', '/');

/** Spec §2 Home: eleven sections in order. Provider-fed parts stream; a prerendered page already holds them. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <Suspense fallback={<HomeHeroSkeleton />}>
        <HomeHero locale={locale} />
      </Suspense>
      <ServiceCards
        locale={locale}
        intro={
          <Suspense fallback={null}>
            <ServicesIntro locale={locale} />
          </Suspense>
        }
      />
      <LeadMagnetSection locale={locale} />
      <BookPrompt locale={locale} />
      <CaseStudies locale={locale} />
      <ConsultationCta locale={locale} />
      <Testimonials locale={locale} />
      <Pricing locale={locale} />
      <Team locale={locale} />
      <ClosingCta locale={locale} />
      <ContactSection locale={locale} />
      <ScrollOnArrival />
    </>
  );
}
