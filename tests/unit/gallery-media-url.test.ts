import { describe, expect, it } from 'vitest';
import { imageNumber, mediaKeys, resolveMediaUrl } from '@/lib/media/url';

describe('gallery media URLs: MEDIA_BASE_URL when set, the product’s own /media otherwise', () => {
  const key = mediaKeys.galleryImage('tourism', 'laos', 0);

  it('numbers gallery images from 01 with two digits', () => {
    expect(key).toBe('tourism/laos/01.jpg');
    expect(imageNumber(11)).toBe('12');
  });
  it('points at the media host when one is configured', () => {
    expect(resolveMediaUrl(key, 'https://media.example.com/studio/')).toBe(
      'https://media.example.com/studio/tourism/laos/01.jpg',
    );
  });
  it('points at the local generated image otherwise', () => {
    expect(resolveMediaUrl(key, undefined)).toBe('/media/tourism/laos/01.jpg');
  });
});
