import { ValidationError, type Field, type PayloadRequest, type TextareaField, type TextField } from 'payload';
import { env } from '@/lib/env';

/** A label (or description) in the admin's three languages. */
export const label = (es: string, en: string, it: string) => ({ es, en, it });

type TextOptions = { required?: boolean; maxLength?: number; description?: ReturnType<typeof label> };

/** A text a visitor reads, written per language (an empty translation falls back to Spanish). */
export function localizedText(
  name: string,
  fieldLabel: ReturnType<typeof label>,
  options: TextOptions = {},
): TextField {
  return {
    name,
    type: 'text',
    localized: true,
    required: options.required ?? true,
    maxLength: options.maxLength ?? 200,
    label: fieldLabel,
    ...(options.description ? { admin: { description: options.description } } : {}),
  };
}

/** The same for a longer text, on several lines in the form. */
export function localizedTextarea(
  name: string,
  fieldLabel: ReturnType<typeof label>,
  options: TextOptions = {},
): TextareaField {
  return {
    name,
    type: 'textarea',
    localized: true,
    required: options.required ?? true,
    maxLength: options.maxLength ?? 1200,
    label: fieldLabel,
    ...(options.description ? { admin: { description: options.description } } : {}),
  };
}

/**
 * A picture: an upload, or, for what the first import brought, a picture of the studio's archive (read-only, shown
 * only when set). A new row needs an upload, since it has no archive picture.
 */
export function pictureFields(fieldLabel: ReturnType<typeof label>): Field[] {
  return [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: fieldLabel,
      validate: (
        value: unknown,
        {
          siblingData,
          req,
        }: { siblingData: Partial<{ imageKey: string | null }>; req: { t: (key: 'validation:required') => string } },
      ) => (value || siblingData?.imageKey ? true : req.t('validation:required')),
    },
    {
      name: 'imageKey',
      type: 'text',
      label: label('Imagen del archivo', 'Archive image', 'Immagine d’archivio'),
      admin: {
        readOnly: true,
        description: label(
          'Imagen importada del archivo del estudio; sube una imagen para sustituirla.',
          'A picture imported from the studio’s archive; upload an image to replace it.',
          'Immagine importata dall’archivio dello studio; carica un’immagine per sostituirla.',
        ),
        condition: (_, sibling) => Boolean(sibling?.imageKey),
        components: archivePicture,
      },
    },
  ];
}

/** A read-only archive key (imageKey, sourceKey, coverKey) shown with its picture (cms/admin/archive-picture.tsx). */
export const archivePicture = {
  Field: {
    path: '/cms/admin/archive-picture#ArchivePicture',
    clientProps: { mediaBase: env.MEDIA_BASE_URL ?? '' },
  },
} as const;

/** The admin names each row of a list after its content (cms/admin/row-label.tsx). */
export const namedRows = { RowLabel: '/cms/admin/row-label#NamedRowLabel' } as const;

/**
 * Refuses a save on one field, as the admin shows a field's error: the message under the field, and the field named by
 * its label in the toast, whose own words follow the admin's language (req.t).
 */
export function refuseField(
  req: PayloadRequest,
  target: ({ collection: string } | { global: string }) & { path: string; label: string | ReturnType<typeof label> },
  message: string,
): never {
  const { path, label: fieldLabel, ...owner } = target;
  throw new ValidationError({ ...owner, errors: [{ path, message, label: fieldLabel }], req }, req.t);
}
