import { describe, expect, it } from 'vitest';
import { editor, owner, payload } from './support/back-office';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';
import { find, readLegalDocument, today, setUpLegalOffice } from './support/legal-pages';

// Who may change the legal pages: staff edit them; nobody deletes one or changes which page it is.
setTestEnvironment();
setUpLegalOffice();

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
