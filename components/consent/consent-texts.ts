import type { Messages } from '@/lib/i18n/messages';

/** Translated on the server, which works because these texts have no placeholders. */
export type ConsentTexts = Pick<Messages['consent'], 'banner' | 'dialog'>;
