import { beforeAll, describe, expect, it } from 'vitest';
import { startInbox } from './support/studio-inbox';

// The inbox views' form actions: refused to anyone but the owner, who is sent back to an inbox page only.
const { feed, message, personal } = await startInbox();
const { getStore } = await import('@/lib/provider/embedded/db/connection');

// The feed exists, as the calendar feed's tests leave it: the owner's action replaces its address.
beforeAll(async () => {
  await feed.regenerateCalendarFeed('owner@lumen.test');
});

describe('The inbox views’ form actions', () => {
  const operations = () => import('@/cms/views/inbox/operations');
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };
  const owner = { id: 1, role: 'owner' as const, lang: 'es' as const, auditActor: 'owner@lumen.test' };
  const editor = { ...owner, role: 'editor' as const, auditActor: 'editor@lumen.test' };

  it('refuses every action to an editor and to nobody, before touching anything', async () => {
    const { runInboxAction, INBOX_ACTIONS } = await operations();
    const { db } = await getStore();
    await message('Rosa Martín', 'rosa@example.com', 'Sesión de fotos', 'Queremos una sesión de fotos.');
    const rosa = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'rosa@example.com')
      .executeTakeFirstOrThrow();
    const { sealAddress } = personal;
    const snapshot = async () =>
      JSON.stringify([
        await db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
        await db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
        await db.selectFrom('studio_settings').selectAll().orderBy('key').execute(),
        await db.selectFrom('mail_outbox').select(['id', 'status', 'attempts']).orderBy('id').execute(),
      ]);
    const before = await snapshot();
    const inputs: Record<(typeof INBOX_ACTIONS)[number], Record<string, string>> = {
      mark: { kind: 'message', id: rosa.id, mark: 'handled', back: '/admin/messages' },
      retry: { id: rosa.id, back: '/admin/outbox' },
      feed: { back: '/admin' },
      find: { email: 'rosa@example.com' },
      erase: { q: sealAddress('rosa@example.com'), confirm: 'yes' },
    };
    for (const who of [null, editor]) {
      for (const action of INBOX_ACTIONS) {
        const location = await runInboxAction(who, action, form(inputs[action]));
        expect(location, `${who?.role ?? 'nobody'} ${action}`).toMatch(/[?&]notice=refused$/);
        expect(location).not.toContain('rosa');
      }
    }
    expect(await snapshot()).toBe(before);

    // The owner may, and is sent back where the form said (only ever to an inbox page).
    expect(await runInboxAction(owner, 'mark', form(inputs.mark))).toBe('/admin/messages?notice=saved');
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: 'https://evil.example/admin' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: '//evil.example/admin' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, back: '/admin/../api/x' }))).toBe(
      '/admin?notice=saved',
    );
    expect(await runInboxAction(owner, 'mark', form({ ...inputs.mark, id: 'nope' }))).toBe(
      '/admin/messages?notice=notFound',
    );
  });

  it('finds a person by a sealed reference, never the address in the URL, and erases only after confirmation', async () => {
    const { runInboxAction } = await operations();
    const found = await runInboxAction(owner, 'find', form({ email: 'rosa@example.com' }));
    expect(found).toMatch(/^\/admin\/personal-data\?q=[A-Za-z0-9_-]+$/);
    expect(found.toLowerCase()).not.toContain('rosa');
    const sealed = new URL(found, 'http://x').searchParams.get('q') ?? '';
    expect(personal.openSealedAddress(sealed)).toBe('rosa@example.com');
    expect(personal.openSealedAddress(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(personal.openSealedAddress(sealed, new Date(Date.now() + 31 * 60_000))).toBeNull();
    expect(await runInboxAction(owner, 'find', form({ email: 'not an address' }))).toBe(
      '/admin/personal-data?notice=invalidEmail',
    );

    expect(await runInboxAction(owner, 'erase', form({ q: sealed }))).toBe(
      `/admin/personal-data?q=${sealed}&notice=eraseNeedsConfirm`,
    );
    expect((await personal.findPersonalData({ email: 'rosa@example.com' }))?.messages).toHaveLength(1);
    expect(await runInboxAction(owner, 'erase', form({ q: 'tampered', confirm: 'yes' }))).toBe(
      '/admin/personal-data?notice=searchExpired',
    );
    expect(await runInboxAction(owner, 'erase', form({ q: sealed, confirm: 'yes' }))).toBe(
      '/admin/personal-data?notice=erased&n=0.0.0.1.2',
    );
    expect((await personal.findPersonalData({ email: 'rosa@example.com' }))?.messages).toHaveLength(0);
  });

  it('regenerates the feed and retries mail for the owner, recorded under their name', async () => {
    const { runInboxAction } = await operations();
    const before = await feed.calendarFeedToken();
    expect(await runInboxAction(owner, 'feed', form({ back: '/admin' }))).toBe('/admin?notice=feedRegenerated');
    expect(await feed.calendarFeedToken()).not.toBe(before);
    expect(await runInboxAction(owner, 'retry', form({ id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      '/admin/outbox?notice=notFound',
    );
  });
});
