import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button-variants';

// The classes class-variance-authority gave before buttonVariants was written out: base, variant, size, the caller's.
describe('buttonVariants', () => {
  it('defaults to the default variant and size', () => {
    expect(buttonVariants()).toBe('btn btn-default btn-md');
    expect(buttonVariants({})).toBe('btn btn-default btn-md');
  });

  it('names the variant and the size, then adds the caller’s classes', () => {
    expect(buttonVariants({ variant: 'outline', size: 'sm' })).toBe('btn btn-outline btn-sm');
    expect(buttonVariants({ variant: 'accent', className: 'mt-6' })).toBe('btn btn-accent btn-md mt-6');
    expect(buttonVariants({ size: 'lg', className: 'h-auto! min-h-9' })).toBe('btn btn-default btn-lg h-auto! min-h-9');
  });

  it('leaves a variant or size out when given null', () => {
    expect(buttonVariants({ variant: null, size: 'icon' })).toBe('btn btn-icon');
    expect(buttonVariants({ variant: 'link', size: null })).toBe('btn btn-link');
  });
});
