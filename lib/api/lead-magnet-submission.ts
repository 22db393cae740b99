import type { BusinessStage } from '@/lib/provider/contract';
import { requestLeadMagnet } from '@/lib/provider';
import { leadMagnetFormSubmissionSchema, leadMagnetRequestSchema } from '@/lib/schemas/lead-magnet';
import { defineSubmission } from './submission';

/** The free PDF guide: stage 1-5 when known, type general or stage_specific, source (default home). */
export const leadMagnetSubmission = defineSubmission({
  name: 'lead',
  honeypot: (texts) => texts.success.lead,
  request: leadMagnetRequestSchema,
  form: leadMagnetFormSubmissionSchema,
  checkboxes: ['acceptTerms'],
  // The schema bounds the stage to 1-5, which is what BusinessStage names.
  submit: ({ stage, type, source, email }, { lang, caller }) =>
    requestLeadMagnet({ stage: stage as BusinessStage | undefined, type, source, email, lang }, caller),
  messages: { unanswered: (texts) => texts.lead.message, failed: (texts) => texts.lead.message },
});
