import { setTimeout as sleep } from 'node:timers/promises';
import { CLUSTER_OWNER, CLUSTER_SECRETS } from '../cluster/topology';
import { check } from '../check-results';
import { invitedEditor } from './invited-editor';
import { ownId, schedulePublication } from './scheduling';
import { FRONT } from './settings';
import { cookieOf, get } from './vercel-front';

const shown = async (text: string) => (await (await get('/en')).text()).includes(text);

/** Whether /en shows `text` within 10 s, the time an edit may take to reach visitors. */
async function shownWithin10s(text: string): Promise<boolean> {
  for (let i = 0; i < 20; i += 1) {
    await sleep(500);
    if (await shown(text)) return true;
  }
  return false;
}

/**
 * The owner's edit shown within 10 s; a draft in the owner's and an invited editor's preview only, then published by
 * the cron at its scheduled time. The hero's title is put back at the end.
 */
export async function editing(databaseUrl: string): Promise<void> {
  const login = await get('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: FRONT },
    body: JSON.stringify(CLUSTER_OWNER),
  });
  const cookie = cookieOf(login);
  check('the owner signs in', login.status === 200, String(login.status));
  const staff = { cookie, origin: FRONT, 'content-type': 'application/json' };
  const found = (await (
    await get('/cms-api/contents?where[entryId][equals]=home-hero&depth=0&locale=en', { headers: staff })
  ).json()) as { docs: { id: string | number; title: string }[] };
  const hero = found.docs[0];
  const retitle = (title: string | undefined, draft = '') =>
    get(`/cms-api/contents/${hero?.id}?locale=en${draft}`, {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({ title }),
    });

  const changed = `Edited on a read-only deployment ${Date.now().toString(36)}`;
  const patched = await retitle(changed);
  const visible = await shownWithin10s(changed);
  check("the owner's edit is on /en within 10 s", patched.status === 200 && visible, String(patched.status));

  const drafted = `A draft on a read-only deployment ${Date.now().toString(36)}`;
  const draft = await retitle(drafted, '&draft=true');
  const preview = await get('/api/preview?path=/en', { headers: { cookie }, redirect: 'manual' });
  const previewed = await (await get('/en', { headers: { cookie: `${cookie}; ${cookieOf(preview)}` } })).text();
  check(
    "the owner's preview shows the draft, visitors do not see it",
    draft.status === 200 && preview.status === 307 && previewed.includes(drafted) && !(await shown(drafted)),
    `${draft.status}, ${preview.status}`,
  );
  const editorCookie = await invitedEditor(cookie);
  const editorPreview = await get('/api/preview?path=/en', { headers: { cookie: editorCookie }, redirect: 'manual' });
  const editorDraft = cookieOf(editorPreview);
  const editorSees = await (await get('/en', { headers: { cookie: `${editorCookie}; ${editorDraft}` } })).text();
  check(
    "an invited editor's preview shows the draft too",
    editorPreview.status === 307 && editorSees.includes(drafted),
    String(editorPreview.status),
  );

  await schedulePublication(databaseUrl, hero?.id ?? '', await ownId(staff));
  const cronAuth = { authorization: `Bearer ${CLUSTER_SECRETS.CRON_SECRET}` };
  const published = (await (await get('/api/cron/scheduled-publish', { headers: cronAuth })).json()) as {
    ran?: number;
  };
  check(
    'the cron publishes what was scheduled, and /en shows it',
    published.ran === 1 && (await shownWithin10s(drafted)),
  );
  await retitle(hero?.title);
}
