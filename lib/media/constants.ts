/**
 * next.config.ts lists these widths and qualities, so the optimizer never rounds a request to a size the spec does not
 * name.
 */
export const NARROW_SCREEN_MAX_WIDTH = 767;

/** The only widths and qualities next/image may ask for and the media route's resizer accepts. */
export const IMAGE_DEVICE_WIDTHS = [640, 800, 1080, 1200, 1600, 1920] as const;
export const IMAGE_ICON_WIDTHS = [64, 128, 300, 384] as const;
export const IMAGE_QUALITIES = [75, 90, 95] as const;

export const imagePresets = {
  /** Any photograph unless a more specific preset applies. */
  default: { width: 1200, quality: 90 },
  /** Gallery cards: a square crop (render with object-fit: cover). */
  thumbnail: { width: 300, height: 300, quality: 90 },
  /** The full-screen gallery viewer: webp, 800 px wide under 768 px, else 1200. */
  viewer: { width: 1200, narrowWidth: 800, quality: 90, format: 'webp' },
  /** The enlarged image inside the viewer. */
  enlarged: { width: 1600, quality: 95 },
} as const;

/** `sizes` attributes that make next/image pick exactly the preset widths above. */
export const imageSizes = {
  default: '(max-width: 1200px) 100vw, 1200px',
  thumbnail: '300px',
  viewer: `(max-width: ${NARROW_SCREEN_MAX_WIDTH}px) 800px, 1200px`,
  enlarged: '1600px',
} as const;

/** Natural sizes of the studio's media, so next/image can reserve space before the image arrives. */
export const mediaDimensions = {
  photo: { width: 1600, height: 1067 },
  portrait: { width: 600, height: 600 },
  /** The free guide's cover, upright like a printed guide (4:5, the frame it is shown in). */
  cover: { width: 1200, height: 1500 },
  logo: { width: 480, height: 200 },
} as const;

export type MediaShape = keyof typeof mediaDimensions;
