import type { CSSProperties } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { TESTIMONIALS_PER_PAGE } from '@/lib/constants';
import { pagesOf } from '@/lib/domain/pages-of';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent, type Testimonial } from '@/lib/provider/home-content';
import { TestimonialCarousel } from './testimonial-carousel';

/** The rating as one drawn strip of stars (the `star-rating` utility), named for assistive technology. */
function Rating({ value, label }: { value: Testimonial['rating']; label: string }) {
  const full = Math.floor(value);
  // Each whole star is a 1.125rem tile (star and gap); a half star is the left half of the 1rem star itself.
  const stars = full + (value > full ? 0.5 / 1.125 : 0);
  return <p role="img" aria-label={label} className="star-rating" style={{ '--stars': stars } as CSSProperties} />;
}

/** Testimonials: 13, three per page, rotating with page dots. Every quote is in the server HTML. */
export async function Testimonials({ locale }: { locale: Locale }) {
  const [t, { testimonials }] = await Promise.all([getTranslations({ locale, namespace: 'home.testimonials' }), homePageContent(locale)]);
  const pages = pagesOf(testimonials, TESTIMONIALS_PER_PAGE);
  const total = pages.length;
  const format = new Intl.NumberFormat(locale);
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
            pageNames: pages.map((_, index) => t('page', { page: index + 1, total })),
            showPage: pages.map((_, index) => t('showPage', { page: index + 1 })),
          }}
        >
          {pages.map((page, index) => (
            <ul key={index}>
              {page.map((item) => (
                <li key={item.name} data-testid="testimonial">
                  <Rating value={item.rating} label={t('rating', { rating: format.format(item.rating) })} />
                  <blockquote>“{item.quote}”</blockquote>
                  <div>
                    <StaticImage src={item.image} alt="" width={56} height={56} />
                    <p>
                      <span>{item.name}</span>
                      <span>
                        {item.position}, {item.company}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ))}
        </TestimonialCarousel>
      </div>
    </section>
  );
}
