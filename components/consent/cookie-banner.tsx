'use client';

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

  // A choice saved from the settings dialog: where focus goes once the dialog has gone (while it is open, its focus
  // trap pulls focus back in, and then it is removed with the focused Save button: focus fell to the page's body).
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    setConfiguring(false);
    setReopened(false);
    // Back to the control that reopened the choice; on a first visit (the banner was the first Tab stop) to the start
    // of the page's content, not to the page itself, where the next Tab would start over from the top.
    const back = returnFocus.current ?? document.getElementById('main');
    if (configuring) focusAfterDialog.current = back;
    else back?.focus({ preventScroll: true });
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
      className="cookie-bar"
    >
      <div>
        <div className="max-w-3xl text-sm leading-relaxed">
          <h2 id="cookie-banner-title">{banner.title}</h2>
          {/* The link on a line of its own: the banner appears after hydration, and a browser counts a block of text
              as large as a page's first paragraph as that page's largest paint (with the link, the Italian text
              outgrew the cookie policy's introduction on a phone, and its LCP came a second late). */}
          <p>{banner.body}</p>
          <p>
            <a href={legalHrefs.cookies}>{banner.policy}</a>
          </p>
        </div>
        {/* Three choices of equal weight (`.cookie-bar .choices`, app/globals.css). */}
        <div className="choices">
          <button type="button" onClick={() => choose('all')}>
            {banner.acceptAll}
          </button>
          <button type="button" onClick={() => choose('necessary')}>
            {banner.onlyNecessary}
          </button>
          <button
            ref={configureRef}
            type="button"

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
          onSave={choose}
          onDismiss={() => setConfiguring(false)}
          // Dismissed: back to Configure. Saved: the banner is gone too, and focus goes where choose() decided.
          onClosed={() => {
            const target = focusAfterDialog.current ?? configureRef.current;
            focusAfterDialog.current = null;
            target?.focus({ preventScroll: true });
          }}
        />
      ) : null}
    </section>
  );
}
