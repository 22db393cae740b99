'use client';

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';
import { resolveMediaUrl } from '@/lib/media/media-path';

/** The media host's address (MEDIA_BASE_URL), given by the field's config; empty for the site's own /media route. */
type Props = TextFieldClientProps & { mediaBase?: string };

/** A thumbnail's width the /media route renders (lib/media/constants.ts), sharp at twice the shown size. */
const THUMBNAIL_WIDTH = 384;

// Only the site's own route resizes; a media host serves the file as it is.
const pictureUrl = (key: string, base: string | undefined) =>
  base ? resolveMediaUrl(key, base) : `${resolveMediaUrl(key, undefined)}?w=${THUMBNAIL_WIDTH}`;

/**
 * A picture imported from the studio's archive, shown as a thumbnail beside its key: the editor saw only a path. It
 * stays read-only: uploading an image replaces it.
 */
export function ArchivePicture({ field, path: pathFromProps, mediaBase }: Props) {
  const { path, value } = useField<string>({ potentiallyStalePath: pathFromProps });
  if (!value) return null;
  return (
    <div className="field-type archive-picture" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label} path={path} />
      <figure style={{ margin: 0, display: 'flex', gap: '1rem', alignItems: 'center' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the admin is not the site: no optimizer here */}
        <img
          src={pictureUrl(value, mediaBase)}
          alt=""
          loading="lazy"
          width={192}
          height={128}
          style={{
            objectFit: 'cover',
            borderRadius: 'var(--style-radius-s)',
            background: 'var(--theme-elevation-100)',
          }}
        />
        <figcaption style={{ fontFamily: 'var(--font-mono)', fontSize: '0.85em', wordBreak: 'break-all' }}>
          {value}
        </figcaption>
      </figure>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  );
}
