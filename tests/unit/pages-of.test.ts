import { describe, expect, it } from 'vitest';
import { TESTIMONIALS_PER_PAGE } from '@/lib/constants';
import { pagesOf } from '@/lib/domain/pages-of';

describe('testimonial pages: 13 in total, 3 per page', () => {
  const thirteen = Array.from({ length: 13 }, (_, index) => index + 1);

  it('13 testimonials make 5 pages: four of 3 and one of 1', () => {
    expect(pagesOf(thirteen, TESTIMONIALS_PER_PAGE).map((page) => page.length)).toEqual([3, 3, 3, 3, 1]);
  });

  it('keeps the order', () => {
    expect(pagesOf(thirteen, 3).flat()).toEqual(thirteen);
  });

  it('no items make no pages', () => {
    expect(pagesOf([], 3)).toEqual([]);
  });

  it('refuses a page size below 1', () => {
    expect(() => pagesOf(thirteen, 0)).toThrow(RangeError);
  });
});
