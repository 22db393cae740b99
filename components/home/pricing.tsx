import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import { formatPlanPrice } from '@/lib/domain/pricing';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent } from '@/lib/provider/home-content';

/**
 * Pricing plans as the studio sets them in the back office (today the free consultation, starter, professional,
 * premium).
 */

export async function Pricing({ locale }: { locale: Locale }) {
  const [t, { plans }] = await Promise.all([
    getTranslations({ locale, namespace: 'home.pricing' }),
    homePageContent(locale),
  ]);
  return (
    <section id="precios" aria-labelledby="pricing-title" data-section="pricing" className="render-on-approach">
      <div className="sec">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          className="reveal"
        />
        {/* A plan's look follows data-popular (app/globals.css, `.plans`); the price's class starts with
           font-display. */}
        <ul className="plans">
          {/* Plans and features keyed by place, not by text (a key is written out in the page's serialized tree); no
              data-popular at all on the others (an undefined attribute is spelled out there too). */}
          {plans.map(({ title, subtitle, price, duration, features, button, popular }, index) => (
            <li
              key={index}
              data-testid="pricing-plan"
              {...(popular ? { 'data-popular': true } : {})}
              className="reveal"
            >
              {popular ? <p className="badge">{t('popular')}</p> : null}
              <h3>{title}</h3>
              <p className="sub">{subtitle}</p>
              <p className="price">
                <span className="font-display">{formatPlanPrice(price, locale)}</span>
                <span className="sub">{duration}</span>
              </p>
              <ul>
                {/* Each feature's tick is drawn by CSS (`.plans`), not an icon element per line. */}
                {features.map((feature, featureIndex) => (
                  <li key={featureIndex}>{feature}</li>
                ))}
              </ul>
              <a
                href={`#${HOME_ANCHORS.cta}`}
                className={buttonVariants({ variant: popular ? 'light' : 'outline', className: 'mt-10' })}
              >
                {button}
              </a>
            </li>
          ))}
        </ul>
        <div className="plans-note">
          <p>{t('vatNote')}</p>
          <a href={`#${HOME_ANCHORS.contact}`}>{t('customQuote')}</a>
        </div>
      </div>
    </section>
  );
}
