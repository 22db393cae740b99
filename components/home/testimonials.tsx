import { getImageProps } from 'next/image';
import { isOwnMedia } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { TESTIMONIALS_PER_PAGE } from '@/lib/constants';
import { pagesOf } from '@/lib/domain/pages-of';
import { keepNumbersWithUnits } from '@/lib/domain/typography';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent } from '@/lib/provider/home-content';
import { TestimonialCarousel, type QuoteCard } from './testimonial-carousel';

/**
 * Testimonials: 13, three per page, rotating with page dots. Every quote is in the server HTML; the carousel draws the
 * cards from their data (texts, rating, the portrait's optimised addresses), so the page's serialized tree carries
 * that data rather than every card's markup a second time: each rating's accessible name once (not once per card), the
 * page labels as their patterns.
 */
export async function Testimonials({ locale }: { locale: Locale }) {
  const [t, { testimonials }] = await Promise.all([
    getTranslations({ locale, namespace: 'home.testimonials' }),
    homePageContent(locale),
  ]);
  const format = new Intl.NumberFormat(locale);
  const ratings = Object.fromEntries(
    testimonials.map(({ rating }) => [rating, t('rating', { rating: format.format(rating) })]),
  );
  const cards = testimonials.map((item): QuoteCard => {
    const card = {
      quote: keepNumbersWithUnits(item.quote),
      name: item.name,
      role: `${item.position}, ${item.company}`,
      rating: item.rating,
    };
    // The site's own portraits as their path only: the carousel writes the media route's addresses (the data is sent
    // to the browser for hydration, so each address would otherwise be sent three times over).
    if (isOwnMedia(item.image)) return { ...card, media: item.image };
    const { srcSet = '', src } = getImageProps({ src: item.image, alt: '', width: 56, height: 56 }).props;
    return { ...card, src, srcSet };
  });
  const pages = pagesOf(cards, TESTIMONIALS_PER_PAGE);
  return (
    <section aria-labelledby="testimonials-title" data-section="testimonials" className="render-on-approach quotes">
      <div className="sec">
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} className="reveal mb-14" />
        <TestimonialCarousel
          labels={{
            region: t('region'),
            pages: t('pages'),
            pause: t('pause'),
            play: t('play'),
            page: t.raw('page') as string,
            showPage: t.raw('showPage') as string,
            ratings,
          }}
          pages={pages}
        />
      </div>
    </section>
  );
}
