import { defineTexts } from '../shared/texts';
import { en } from './texts-en';
import { es } from './texts-es';
import { it } from './texts-it';

/**
 * Texts of the studio's inbox views (dashboard, leads, messages, outbox, personal data, studio nav), by admin language.
 */
export const inboxTexts = defineTexts({ es, en, it });

export type InboxTexts = ReturnType<typeof inboxTexts>;
