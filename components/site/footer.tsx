import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { HOME_ANCHORS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { studio } from '@/lib/site';
import { studioAddress } from '@/lib/studio-address';
import { ContactLink } from './contact-link';
import { Copyright } from './copyright';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { SocialIcon } from './social-icon';
import { legalHrefs } from '@/lib/legal/vocabulary';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';

const legalLinks = [
  { key: 'terms', href: legalHrefs.terms },
  { key: 'legalNotice', href: legalHrefs.notice },
  { key: 'privacy', href: legalHrefs.privacy },
  { key: 'cookies', href: legalHrefs.cookies },
] as const;

const serviceLinks = [
  { key: 'servicesSection', hash: HOME_ANCHORS.services },
  { key: 'whatWeDo', hash: HOME_ANCHORS.whatWeDo },
  { key: 'bookCall', hash: HOME_ANCHORS.cta },
] as const;

// Styled by `.foot` (app/globals.css, perf-home): its links, headings and icons carry no classes of their own.

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const consent = await getTranslations({ locale, namespace: 'consent' });

  return (
    <footer className="foot">
      <div className="foot-grid">
        <div className="foot-brand">
          <Logo />
          <p>{t('tagline')}</p>
          <p className="fh">{t('follow')}</p>
          <ul>
            {studio.social.map((network) => (
              <li key={network.id}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t('socialPlaceholder', { network: network.label })}
                >
                  <SocialIcon network={network.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t('quickLinks')}</h2>
          <ul>
            {navItems.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{nav(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link href="/consulta-gratuita">{t('consultation')}</Link>
            </li>
            <li>
              <ContactLink>{nav('contact')}</ContactLink>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('serviceLinks')}</h2>
          <ul>
            {serviceLinks.map((item) => (
              <li key={item.key}>
                <Link href={{ pathname: '/', hash: item.hash }}>{t(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link href="/servicios">{t('servicesPage')}</Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2>{t('contact')}</h2>
          <address>
            <p>
              <Icon name="map-pin" />
              <span>
                <span className="sr-only">{`${t('addressLabel')}: `}</span>
                {studioAddress(locale)}
              </span>
            </p>
            <p>
              <Icon name="mail" />
              <a href={`mailto:${studio.email}`}>
                <span className="sr-only">{`${t('emailLabel')}: `}</span>
                {studio.email}
              </a>
            </p>
            <p>
              <Icon name="phone" />
              <a href={studio.phoneHref}>
                <span className="sr-only">{`${t('phoneLabel')}: `}</span>
                {studio.phone}
              </a>
            </p>
            <p>
              <Icon name="clock" />
              <span>
                <span className="sr-only">{`${t('hoursLabel')}: `}</span>
                {t('hours')}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="foot-end">
        {/* Room for the floating chat button, which would otherwise sit on the last legal links ('Cookie settings'
            among them): below them on a phone, beside them on a wide screen. */}
        <div>
          <Copyright buildYear={new Date().getFullYear()} template={t.raw('copyright') as string} />
          <nav aria-label={t('legal')}>
            <ul>
              {legalLinks.map((item) => (
                <li key={item.key}>
                  {/* Unprefixed on purpose: the proxy sends the visitor to their stored language. */}
                  <a href={item.href}>{t(item.key)}</a>
                </li>
              ))}
              <li>
                <CookieSettingsButton label={consent('settingsLink')} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
