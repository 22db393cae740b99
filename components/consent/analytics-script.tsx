'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { consentSnapshot, currentConsent, subscribeConsent } from '@/lib/consent';

const SCRIPT_ID = 'analytics-script';
const notYet = () => undefined;

async function scriptUrl(): Promise<string | null> {
  try {
    const response = await fetch('/api/analytics', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const url = typeof body === 'object' && body !== null && 'scriptUrl' in body ? body.scriptUrl : null;
    return typeof url === 'string' ? url : null;
  } catch (error) {
    console.error('[consent] could not read the analytics setting', error);
    return null;
  }
}

/**
 * Loads ANALYTICS_SCRIPT_URL only once the visitor has accepted analytics, and never before: not even the question
 * of where the script lives is asked without that consent. A withdrawal removes the script; if it had already run on
 * this page, the page reloads so that none of its code keeps running.
 */
export function AnalyticsScript() {
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, notYet);
  const allowed = raw === undefined ? false : currentConsent(raw)?.analytics === true;

  useEffect(() => {
    const existing = document.getElementById(SCRIPT_ID);
    if (!allowed) {
      if (existing) {
        existing.remove();
        if (existing.dataset.loaded === 'true') window.location.reload();
      }
      return;
    }
    if (existing) return;
    let cancelled = false;
    void scriptUrl().then((src) => {
      if (cancelled || !src || document.getElementById(SCRIPT_ID)) return;
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => (script.dataset.loaded = 'true'));
      document.head.append(script);
    });
    return () => {
      cancelled = true;
    };
  }, [allowed]);

  return null;
}
