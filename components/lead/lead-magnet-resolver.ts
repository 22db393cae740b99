import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { leadMagnetFormSchema, type LeadMagnetFormValues } from '@/lib/schemas/lead-magnet';
import { storedStage } from './stored-stage';

const checked = zodResolver(leadMagnetFormSchema, undefined, { raw: true });

/**
 * Zod and the schema in one module, loaded lazily with a single import. Adds the quiz's stored stage so the studio
 * sees it with the lead (spec §7); without JavaScript the server's default stands.
 */
export const leadMagnetResolver: Resolver<LeadMagnetFormValues, unknown, LeadMagnetFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await checked(values, context, options);
  const stage = storedStage();
  if (!stage || Object.keys(result.errors).length) return result;
  return { values: Object.assign({}, result.values as LeadMagnetFormValues, { stage }), errors: {} };
};
