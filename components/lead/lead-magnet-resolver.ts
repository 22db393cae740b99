import { zodResolver } from '@hookform/resolvers/zod';
import { leadMagnetFormSchema } from '@/lib/schemas/lead-magnet';

/**
 * The guide form's check for react-hook-form (zod and the shared schema), in one module the form imports on the
 * first interaction: one lazy import instead of two, each of which cost the page's first script a loader.
 */
export const leadMagnetResolver = zodResolver(leadMagnetFormSchema, undefined, { raw: true });
