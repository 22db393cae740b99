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
  return <p role="img" aria-label={label} className="star-rating text-accent" style={{ '--stars': stars } as CSSProperties} />;
}

/** Testimonials: 13, three per page, rotating with page dots. Every quote is in the server HTML. */
export async function Testimonials({ locale }: { locale: Locale }) {
  const [t, { testimonials }] = await Promise.all([getTranslations({ locale, namespace: 'home.testimonials' }), homePageContent(locale)]);
  const pages = pagesOf(testimonials, TESTIMONIALS_PER_PAGE);
  const total = pages.length;
  const format = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="testimonials-title" data-section="testimonials" className="render-on-approach overflow-hidden bg-card">
      <div className="mx-auto max-w-[88rem] px-5 py-24 sm:px-8 md:py-32">
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
            <ul key={index} className="grid gap-6 px-px lg:grid-cols-3 lg:[&>li:only-child]:col-start-2">
              {page.map((item) => (
                <li key={item.name} data-testid="testimonial" className="flex flex-col rounded-xl border border-border bg-background p-7">
                  <Rating value={item.rating} label={t('rating', { rating: format.format(item.rating) })} />
                  <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed">“{item.quote}”</blockquote>
                  <div className="mt-7 flex items-center gap-4">
                    <StaticImage src={item.image} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
                    <p className="text-sm">
                      <span className="block font-semibold">{item.name}</span>
                      <span className="text-muted-foreground">
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
