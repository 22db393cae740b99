import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import { formatPlanPrice } from '@/lib/domain/pricing';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent } from '@/lib/provider/home-content';

/** Pricing plans as the studio sets them in the back office (today the free consultation, starter, professional, premium). */

export async function Pricing({ locale }: { locale: Locale }) {
  const [t, { plans }] = await Promise.all([getTranslations({ locale, namespace: 'home.pricing' }), homePageContent(locale)]);
  return (
    <section id="precios" aria-labelledby="pricing-title" data-section="pricing" className="render-on-approach">
      <div className="sec">
        <SectionHeading id="pricing-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} className="reveal" />
        {/* A plan's look follows data-popular (app/globals.css, `.plans`); the price's class starts with font-display. */}
        <ul className="plans">
          {plans.map(({ title, subtitle, price, duration, features, button, popular }) => (
            <li key={title} data-testid="pricing-plan" data-popular={popular || undefined} className="reveal">
              {popular ? <p className="badge">{t('popular')}</p> : null}
              <h3>{title}</h3>
              <p className="sub">{subtitle}</p>
              <p className="price">
                <span className="font-display">{formatPlanPrice(price, locale)}</span>
                <span className="sub">{duration}</span>
              </p>
              <ul>
                {/* Each feature's tick is drawn by CSS (`.plans`), not an icon element per line. */}
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a href={`#${HOME_ANCHORS.cta}`} className={buttonVariants({ variant: popular ? 'light' : 'outline', className: 'mt-10' })}>
                {button}
              </a>
            </li>
          ))}
        </ul>
        <div className="plans-note">
          <p>{t('vatNote')}</p>
          <a href={`#${HOME_ANCHORS.contact}`}>
            {t('customQuote')}
          </a>
        </div>
      </div>
    </section>
  );
}
