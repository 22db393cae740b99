import { ConsultationCta } from '@/components/home/consultation-cta';
import { ContactSection } from '@/components/home/contact-section';
import { HomeHero } from '@/components/home/home-hero';
import { ScrollOnArrival } from '@/components/home/scroll-on-arrival';
import { ServiceCards } from '@/components/home/service-cards';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getHeroContent } from '@/lib/page-content';
import { translatedPageMetadata } from '@/lib/seo';

export const generateMetadata = ({ params }: PageProps<'/[locale]'>) => translatedPageMetadata(params, 'home', '/');

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const hero = await getHeroContent('home', locale);
  return (
    <>
      <HomeHero locale={locale} title={hero.title} description={hero.description} />
      <ServiceCards locale={locale} />
      <ConsultationCta locale={locale} />
      <ContactSection locale={locale} />
      <ScrollOnArrival />
    </>
  );
}
