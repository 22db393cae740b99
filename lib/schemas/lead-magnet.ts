import { z } from 'zod';
import { emailField, honeypotField } from './fields';

const email = emailField('emailInvalid');
const acceptedTerms = z.literal(true, { error: 'acceptTermsAndConditions' });

/** The lead-magnet form's fields: a valid e-mail and accepted terms. */
export const leadMagnetFormSchema = z.object({ email, acceptTerms: acceptedTerms, website: honeypotField });

export type LeadMagnetFormValues = z.input<typeof leadMagnetFormSchema>;

/** Body of POST /api/lead-magnet (email only). A client that sends acceptTerms must send true. */
export const leadMagnetBodySchema = leadMagnetFormSchema.extend({ acceptTerms: acceptedTerms.optional() });

/**
 * Query of POST /api/lead-magnet: type defaults to general, source to home. The stage stays absent when the visitor's is
 * unknown: the lead is then stored (and sent to an external provider) as stage 1 (spec §7), marked as not given.
 */
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

/**
 * The whole lead-magnet submission as the pipeline validates it. The form posts the guide's stage, type and source
 * as hidden fields after its own; the API call carries them in its query string, read first.
 */
export const leadMagnetFormSubmissionSchema = leadMagnetFormSchema.extend(leadMagnetQuerySchema.shape);
export const leadMagnetRequestSchema = leadMagnetQuerySchema.extend(leadMagnetBodySchema.shape);
