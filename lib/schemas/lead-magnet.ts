import { z } from 'zod';
import { emailField, honeypotField } from './fields';

const email = emailField('emailInvalid');
const acceptedTerms = z.literal(true, { error: 'acceptTermsAndConditions' });

export const leadMagnetFormSchema = z.object({ email, acceptTerms: acceptedTerms, website: honeypotField });

export type LeadMagnetFormValues = z.input<typeof leadMagnetFormSchema>;

/** POST /api/lead-magnet: acceptTerms is optional for API callers, but must be true when sent. */
export const leadMagnetBodySchema = leadMagnetFormSchema.extend({ acceptTerms: acceptedTerms.optional() });

/** An unknown stage stays absent, so the lead is stored as stage 1 (spec §7) but marked as not given. */
export const leadMagnetQuerySchema = z.object({
  stage: z.coerce
    .number({ error: 'stageInvalid' })
    .int({ error: 'stageInvalid' })
    .min(1, { error: 'stageInvalid' })
    .max(5, { error: 'stageInvalid' })
    .optional(),
  type: z.enum(['general', 'stage_specific'], { error: 'typeInvalid' }).default('general'),
  source: z
    .string({ error: 'sourceInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'sourceInvalid' })
    .default('home'),
});

/** The form posts stage, type and source as hidden fields; the API carries them in its query, read first. */
export const leadMagnetFormSubmissionSchema = leadMagnetFormSchema.extend(leadMagnetQuerySchema.shape);
export const leadMagnetRequestSchema = leadMagnetQuerySchema.extend(leadMagnetBodySchema.shape);
