'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { consentSnapshot, currentConsent, onConsentReopen, saveConsent, subscribeConsent } from '@/lib/consent';
import { defaultConfiguration, type ConsentChoice } from '@/lib/domain/consent';
import type { Locale } from '@/lib/i18n/locales';
import { legalHrefs } from '@/lib/legal/vocabulary';
import { useBannerHeight, useConsentBannerHeight } from './use-banner-height';
import { useConsentTexts } from './use-consent-texts';
import { useFocusClearOfBanner } from './use-focus-clear-of-banner';
import { clientOnly } from '@/components/ui/client-only';

// The dialog (Radix Dialog and Switch) is only needed by visitors who choose to configure.
const loadSettingsDialog = () => import('./consent-settings-dialog');
const ConsentSettingsDialog = clientOnly(loadSettingsDialog);

/** Before hydration the choice is unknown: the prerendered HTML never contains the banner (it stays static). */
const unknown = () => undefined;

// One style for all three: refusing is exactly as prominent as accepting.
const choiceClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-foreground px-3 py-2 text-center text-[0.8125rem] leading-tight font-medium text-background transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 sm:px-6 sm:text-sm';

/**
 * Cookie banner: fixed at the bottom (never pushing the page) until a choice is made, with three choices of
 * equal weight. The 'Cookie settings' links bring it back to change or withdraw the choice. Its texts are fetched when
 * it has to show (see useConsentTexts), so no page carries them.
 */
export function CookieBanner({ locale }: { locale: Locale }) {
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, unknown);
  const [reopened, setReopened] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const configureRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Counts the visitor's requests to see the choice again: each one ends with focus on the banner once it is drawn.
  const [focusRequest, setFocusRequest] = useState(0);

  const record = raw === undefined ? undefined : currentConsent(raw);
  const wanted = record === null || (record !== undefined && reopened);
  const texts = useConsentTexts(locale, wanted);
  const visible = wanted && texts !== undefined;
  useBannerHeight(bannerRef, visible);
  const height = useConsentBannerHeight();
  useFocusClearOfBanner(bannerRef, height);

  useEffect(
    () =>
      onConsentReopen(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setReopened(true);
        setFocusRequest((count) => count + 1);
      }),
    [],
  );

  // Once the reopened banner is drawn (its texts may have had to arrive first), the visitor who asked for the settings
  // lands on them.
  const focused = useRef(0);
  useEffect(() => {
    if (!visible || focused.current === focusRequest) return;
    focused.current = focusRequest;
    bannerRef.current?.focus();
  }, [visible, focusRequest]);

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    setConfiguring(false);
    setReopened(false);
    // Back to the control that reopened the choice; on a first visit (the banner was the first Tab stop) to the start of
    // the page's content, not to the page itself, where the next Tab would start over from the top.
    const back = returnFocus.current ?? document.getElementById('main');
    back?.focus({ preventScroll: true });
    returnFocus.current = null;
  }

  if (!visible) return null;
  const { banner } = texts;

  return (
    <section
      ref={bannerRef}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/97 shadow-[0_-12px_40px_-24px_rgb(25_23_20/0.45)] outline-none backdrop-blur-sm"
    >
      <div className="mx-auto flex max-w-[88rem] flex-col gap-4 px-5 py-4 sm:px-8 lg:flex-row lg:items-center lg:justify-between lg:gap-10 lg:py-5">
        <div className="max-w-3xl text-sm leading-relaxed">
          <h2 id="cookie-banner-title" className="font-sans text-sm font-semibold">
            {banner.title}
          </h2>
          {/* The link on a line of its own: the banner appears after hydration, and a browser counts a block of text
              as large as a page's first paragraph as that page's largest paint (with the link, the Italian text
              outgrew the cookie policy's introduction on a phone, and its LCP came a second late). */}
          <p className="mt-1 text-foreground/80">{banner.body}</p>
          <p className="mt-1 text-foreground/80">
            <a href={legalHrefs.cookies} className="font-medium underline underline-offset-4 hover:text-accent">
              {banner.policy}
            </a>
          </p>
        </div>
        {/* Three choices of equal weight; on a narrow phone the first two share a row and Configure takes the next. */}
        <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:flex sm:shrink-0 sm:gap-3">
          <button type="button" className={choiceClass} onClick={() => choose('all')}>
            {banner.acceptAll}
          </button>
          <button type="button" className={choiceClass} onClick={() => choose('necessary')}>
            {banner.onlyNecessary}
          </button>
          <button
            ref={configureRef}
            type="button"
            className={clsx(choiceClass, 'col-span-2 min-[480px]:col-span-1')}
            aria-haspopup="dialog"
            onPointerEnter={loadSettingsDialog}
            onFocus={loadSettingsDialog}
            onClick={() => setConfiguring(true)}
          >
            {banner.configure}
          </button>
        </div>
      </div>
      {configuring ? (
        <ConsentSettingsDialog
          texts={texts.dialog}
          initial={record ?? defaultConfiguration}
          onSave={(values) => choose(values)}
          onDismiss={() => setConfiguring(false)}
          // Dismissed: back to Configure. Saved: the banner is gone and choose() has already placed focus.
          onClosed={() => configureRef.current?.focus()}
        />
      ) : null}
    </section>
  );
}
