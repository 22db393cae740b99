import { defineTexts } from '../shared/texts';
import { en } from './texts-en';
import { es } from './texts-es';
import { it } from './texts-it';

/** The appointments views' texts in the admin's language (es / en / it). */
export const appointmentTexts = defineTexts({ es, en, it });
