import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { leadMagnetFormSchema, type LeadMagnetFormValues } from '@/lib/schemas/lead-magnet';
import { storedStage } from './stored-stage';

const checked = zodResolver(leadMagnetFormSchema, undefined, { raw: true });

/**
 * The guide form's check for react-hook-form (zod and the shared schema), in one module the form imports on the
 * first interaction: one lazy import instead of two, each of which cost the page's first script a loader.
 * The values it passes on carry the visitor's business stage when the quiz has stored one (spec §7: the lead's
 * "stage when known", default 1), so the studio sees the stage with the lead. Without JavaScript there is no stored
 * stage, and the server's default stands.
 */
export const leadMagnetResolver: Resolver<LeadMagnetFormValues, unknown, LeadMagnetFormValues> = async (values, context, options) => {
  const result = await checked(values, context, options);
  const stage = storedStage();
  if (!stage || Object.keys(result.errors).length) return result;
  return { values: Object.assign({}, result.values as LeadMagnetFormValues, { stage }), errors: {} };
};
