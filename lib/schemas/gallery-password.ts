import { z } from 'zod';
import { honeypotField } from './fields';

/** Body of POST /api/gallery/verify-password and of the password prompt. */
export const galleryPasswordSchema = z.object({
  galleryId: z
    .string({ error: 'galleryRequired' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'galleryRequired' }),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .max(200, { error: 'passwordRequired' }),
  website: honeypotField,
});

export type GalleryPasswordValues = z.input<typeof galleryPasswordSchema>;
