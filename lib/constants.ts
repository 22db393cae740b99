import { LANGUAGE_STORAGE_KEY } from './i18n/locales';

/** Interface constants, each named once. Booking and quiz constants live with their domain rules. */
export const MENU_BREAKPOINT_PX = 1280;
export const NAV_SHRINK_THRESHOLD_PX = 50;
export const SCROLL_DELAY_FROM_NAV_MS = 100;
export const SCROLL_DELAY_ON_ARRIVAL_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const VISIBLE_TOASTS = 1;

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

/** Testimonials: 3 per page, the pages rotating every 30 s. */
export const TESTIMONIALS_PER_PAGE = 3;
export const TESTIMONIAL_ROTATION_MS = 30_000;
