import { LANGUAGE_STORAGE_KEY } from './i18n/locales';

/** Interface constants, each named once. Booking and quiz constants live with their domain rules. */
export const MENU_BREAKPOINT_PX = 1280;
export const NAV_SHRINK_THRESHOLD_PX = 50;
export const SCROLL_DELAY_FROM_NAV_MS = 100;
export const SCROLL_DELAY_ON_ARRIVAL_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const VISIBLE_TOASTS = 1;
/** Spec §9: a toast is swiped right to dismiss it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const STORAGE_KEYS = {
  cookieConsent: 'cookieConsent',
  language: LANGUAGE_STORAGE_KEY,
  scrollTarget: 'scrollTarget',
  businessStage: 'businessStage',
  leadMagnetEmail: 'leadMagnetEmail',
} as const;

/** Section anchors of the home page. */
export const HOME_ANCHORS = {
  home: 'home',
  services: 'servicios',
  whatWeDo: 'que-hacemos',
  cta: 'cta',
  team: 'team',
  contact: 'contacto',
} as const;

export const TESTIMONIALS_PER_PAGE = 3;
export const TESTIMONIAL_ROTATION_MS = 30_000;

/**
 * Must match next.config.ts's proxyClientMaxBodySize: Next silently truncates a longer body, so the proxy refuses it
 * first with a clear 413 instead of Payload failing with a 500.
 */
export const BACK_OFFICE_WRITE_MAX_BYTES = 10 * 1024 * 1024;
