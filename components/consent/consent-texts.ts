import type { Messages } from '@/lib/i18n/messages';

/** The banner's and the configure dialog's texts, translated on the server (they have no placeholders). */
export type ConsentTexts = Pick<Messages['consent'], 'banner' | 'dialog'>;
