'use client';

import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';
import { adminLang } from '../views/shared/texts';

/*
 * List cells that read as the studio speaks. Payload writes a checkbox's value as the word for true or false
 * ("falso" in the galleries list) and an empty text as "<Sin Galería protegida>" (in the media list): a yes or no,
 * and a dash, instead.
 */

const YES_NO = { es: ['Sí', 'No'], en: ['Yes', 'No'], it: ['Sì', 'No'] } as const;

const useLang = () => adminLang(useTranslation().i18n?.language);

/** A checkbox column (a gallery's "Protegida con contraseña"): Sí or No. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const [yes, no] = YES_NO[useLang()];
  return <span>{cellData === true ? yes : no}</span>;
}

/** A text column that is often empty (the gallery an image is locked with): its value, or a dash read as "none". */
export function TextOrNoneCell({ cellData }: DefaultCellComponentProps) {
  const text = typeof cellData === 'string' ? cellData.trim() : '';
  const none = { es: 'Ninguna', en: 'None', it: 'Nessuna' }[useLang()];
  return text ? (
    <span>{text}</span>
  ) : (
    <span title={none}>
      <span aria-hidden="true">—</span>
      <span style={VISUALLY_HIDDEN}>{none}</span>
    </span>
  );
}

/** Read by screen readers, not shown (the admin has no utility class for it). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
