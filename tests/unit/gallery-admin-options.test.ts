import { describe, expect, it } from 'vitest';
import { Galleries, GALLERY_CATEGORIES } from '@/cms/collections/Galleries';
import { architectureCategories } from '@/lib/domain/gallery';
import { advertisingFilters } from '@/lib/domain/gallery-filter';

type Option = { value: string; label: Record<'es' | 'en' | 'it', string> };
type SelectField = {
  name?: string;
  type: string;
  options?: Option[];
  fields?: SelectField[];
  validate?: (value: unknown, options: unknown) => unknown;
};
const fields = (Galleries.fields as SelectField[]).flatMap((field) =>
  field.type === 'row' ? (field.fields ?? []) : [field],
);
const field = (name: string) => fields.find((candidate) => candidate.name === name);

describe("a gallery's portfolio and filter in the back office", () => {
  it('are offered under the names visitors read, in each language, and stored under the same values as before', () => {
    const category = field('category')?.options ?? [];
    expect(category.map((option) => option.value)).toEqual([...GALLERY_CATEGORIES]);
    expect(category.map((option) => option.label.es)).toEqual(['Arquitectura', 'Corporativo', 'Turismo']);
    expect(category.map((option) => option.label.it)).toEqual(['Architettura', 'Corporate', 'Turismo']);
    const subcategory = field('subcategory')?.options ?? [];
    expect(subcategory.map((option) => option.value)).toEqual([...architectureCategories, ...advertisingFilters]);
    expect(subcategory.find((option) => option.value === 'oficinas')?.label).toEqual({
      es: 'Oficinas',
      en: 'Offices',
      it: 'Uffici',
    });
    expect(subcategory.find((option) => option.value === 'corporativa')?.label).toEqual({
      es: 'Corporativa',
      en: 'Corporate',
      it: 'Aziendale',
    });
  });

  it("refuses a filter of another portfolio naming the ones it takes, in the admin's language", () => {
    const validate = field('subcategory')?.validate;
    const req = (language: string) => ({ req: { i18n: { language } }, siblingData: { category: 'advertising' } });
    expect(validate?.('oficinas', req('en'))).toBe('Advertising, Corporate, Product');
    expect(validate?.('corporativa', req('en'))).toBe(true);
  });

  it("explains an identifier that cannot be an address, in the admin's language (it said 'a-z, 0-9, -')", () => {
    const validate = field('galleryId')?.validate;
    const req = (language: string) => ({ req: { i18n: { language } } });
    expect(validate?.('Ático Ruzafa 2026', req('es'))).toBe(
      'Solo minúsculas sin acentos, números y guiones, p. ej. atico-ruzafa-2026.',
    );
    expect(validate?.('atico ruzafa', req('it'))).toMatch(/^Solo minuscole/);
    expect(validate?.('atico-ruzafa-2026', req('en'))).toBe(true);
  });
});
