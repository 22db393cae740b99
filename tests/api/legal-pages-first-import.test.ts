import { describe, expect, it } from 'vitest';
import { legalDocuments } from '@/lib/legal/vocabulary';
import { editor, owner, payload } from './support/back-office';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';
import { find, locales, readLegalDocument, rendered, today, setUpLegalOffice, type Doc } from './support/legal-pages';

// The legal pages' one-time import (the four documents, read back exactly as the pages rendered them before), and who
// may change them: staff edit them; nobody deletes one or changes which page it is.
setTestEnvironment();
setUpLegalOffice();

describe('the first import', () => {
  it('brought the four documents, once each', async () => {
    const { docs } = await payload.find({ collection: 'legal-pages', depth: 0, limit: 10, overrideAccess: true });
    expect(docs.map((doc) => (doc as unknown as Doc).document).sort()).toEqual([...legalDocuments].sort());
  });

  it.each(locales)('reads back, in %s, exactly the message trees the pages rendered before', async (lang) => {
    for (const document of legalDocuments) {
      const tree = await readLegalDocument(document, lang);
      // Same keys in the same order (the order is the page's order), same texts.
      expect(JSON.stringify(tree), `${lang} ${document}`).toBe(JSON.stringify(today[lang][document]));
      expect(rendered(tree, document, lang)).toEqual(rendered(today[lang][document], document, lang));
    }
  });

  it('runs once; an interrupted import finishes without duplicates', async () => {
    const { seedCms, seeders } = await import('@/cms/seed');
    expect((await seedCms(payload))['seed:legal-pages']).toBe(0);
    await payload.kv.delete('seed:legal-pages');
    expect((await seedCms(payload))['seed:legal-pages']).toBe(0);
    expect((await payload.count({ collection: 'legal-pages' })).totalDocs).toBe(legalDocuments.length);
    expect(seeders.map((seeder) => seeder.key)).toContain('seed:legal-pages');
  });
});

describe('access', () => {
  it('anyone reads; anonymous visitors change nothing; staff edit; nobody deletes', async () => {
    const terms = await find('terms');
    expect(await allowed(() => payload.find({ collection: 'legal-pages', overrideAccess: false }))).toBe(true);
    expect(
      await allowed(() => payload.update({ collection: 'legal-pages', id: terms.id, data: {}, overrideAccess: false })),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.create({
          collection: 'legal-pages',
          data: { document: 'terms', title: 'x', description: 'x', sections: [] } as never,
          overrideAccess: false,
        }),
      ),
    ).toBe(false);
    expect(
      await allowed(() => payload.delete({ collection: 'legal-pages', id: terms.id, overrideAccess: false })),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.update({ collection: 'legal-pages', id: terms.id, data: {}, user: editor, overrideAccess: false }),
      ),
    ).toBe(true);
    expect(
      await allowed(() =>
        payload.delete({ collection: 'legal-pages', id: terms.id, user: editor, overrideAccess: false }),
      ),
    ).toBe(false);
    expect(
      await allowed(() =>
        payload.delete({ collection: 'legal-pages', id: terms.id, user: owner, overrideAccess: false }),
      ),
    ).toBe(false);
    expect(JSON.stringify(await readLegalDocument('terms', 'it'))).toBe(JSON.stringify(today.it.terms));
  });

  it('which page a document is never changes', async () => {
    const terms = await find('terms');
    await payload.update({
      collection: 'legal-pages',
      id: terms.id,
      data: { document: 'cookies' } as never,
      user: owner,
      overrideAccess: false,
    });
    expect(
      (await payload.findByID({ collection: 'legal-pages', id: terms.id, depth: 0, overrideAccess: true })).document,
    ).toBe('terms');
  });
});
