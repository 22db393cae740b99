import { BookPrompt } from '@/components/home/book-prompt';
import { CaseStudies } from '@/components/home/case-studies';
import { ClosingCta } from '@/components/home/closing-cta';
import { ConsultationCta } from '@/components/home/consultation-cta';
import { ContactSection } from '@/components/home/contact-section';
import { HomeHero } from '@/components/home/home-hero';
import { LeadMagnetSection } from '@/components/home/lead-magnet-section';
import { Pricing } from '@/components/home/pricing';
import { ScrollOnArrival } from '@/components/home/scroll-on-arrival';
import { ServiceCards } from '@/components/home/service-cards';
import { ServicesIntro } from '@/components/home/services-intro';
import { StudioJsonLd } from '@/components/seo/studio-json-ld';
import { Team } from '@/components/home/team';
import { Testimonials } from '@/components/home/testimonials';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translatedPageMetadata } from '@/lib/page-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]'>) => translatedPageMetadata(params, 'home', '/');

/**
 * Home page: eleven sections in order. The page is prerendered and revalidated by tag, so the provider is never
 * awaited by a visitor; no Suspense here, because a streamed boundary keeps its content in a hidden template that
 * only a script reveals, which would hide the hero from visitors without JavaScript.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <HomeHero locale={locale} />
      <ServiceCards locale={locale} intro={<ServicesIntro locale={locale} />} />
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
      <StudioJsonLd locale={locale} />
    </>
  );
}
