import { Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { buttonVariants } from '@/components/ui/button-variants';
import { HOME_ANCHORS } from '@/lib/constants';
import { formatPlanPrice } from '@/lib/domain/pricing';
import type { Locale } from '@/lib/i18n/locales';
import { homePageContent } from '@/lib/provider/home-content';
import { cn } from '@/lib/utils';

/** Pricing plans as the studio sets them in the back office (today the free consultation, starter, professional, premium). */

export async function Pricing({ locale }: { locale: Locale }) {
  const [t, { plans }] = await Promise.all([getTranslations({ locale, namespace: 'home.pricing' }), homePageContent(locale)]);
  return (
    <section id="precios" aria-labelledby="pricing-title" data-section="pricing" className="render-on-approach">
      <div className="mx-auto max-w-[88rem] px-5 py-24 sm:px-8 md:py-32">
        <SectionHeading id="pricing-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} className="reveal" />
        <ul className="mt-16 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {plans.map(({ title, subtitle, price, duration, features, button, popular }) => (
            <li
              key={title}
              data-testid="pricing-plan"
              data-popular={popular || undefined}
              className={cn(
                'reveal relative flex flex-col rounded-2xl border p-8',
                popular ? 'border-ink bg-ink text-paper shadow-2xl shadow-ink/20' : 'border-border bg-card',
              )}
            >
              {popular ? (
                <p className="absolute -top-3.5 left-8 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">{t('popular')}</p>
              ) : null}
              <h3 className="text-2xl font-normal">{title}</h3>
              <p className={cn('mt-1 text-sm', popular ? 'text-paper/75' : 'text-muted-foreground')}>{subtitle}</p>
              <p className="mt-8 flex items-baseline gap-2">
                <span className="font-display text-5xl font-light">{formatPlanPrice(price, locale)}</span>
                <span className={cn('text-sm', popular ? 'text-paper/75' : 'text-muted-foreground')}>{duration}</span>
              </p>
              <ul className={cn('mt-8 flex-1 space-y-3 border-t pt-8 text-sm', popular ? 'border-paper/20' : 'border-border')}>
                {features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden className={cn('mt-0.5 size-4 shrink-0', popular ? 'text-[#e7a57f]' : 'text-accent')} />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={`#${HOME_ANCHORS.cta}`}
                className={cn(buttonVariants({ variant: popular ? 'light' : 'outline' }), 'mt-10', popular && 'focus-visible:outline-paper')}
              >
                {button}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start justify-between gap-4 text-sm text-muted-foreground md:flex-row md:items-center">
          <p>{t('vatNote')}</p>
          <a href={`#${HOME_ANCHORS.contact}`} className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
            {t('customQuote')}
          </a>
        </div>
      </div>
    </section>
  );
}
