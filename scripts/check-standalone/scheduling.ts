import pg from 'pg';
import { FRONT } from './settings';

/** The signed-in account's id, as the admin's scheduling drawer records who scheduled. */
export async function ownId(headers: Record<string, string>): Promise<number | string> {
  const me = (await (await fetch(`${FRONT}/cms-api/users/me`, { headers })).json()) as { user?: { id: number } };
  return me.user?.id ?? '';
}

/** Queues a publication of a content entry for now, as the admin's scheduling drawer does (Payload's own task). */
export async function schedulePublication(databaseUrl: string, id: number | string, user: number | string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const input = {
      type: 'publish',
      doc: { relationTo: 'contents', value: String(id) },
      user: { relationTo: 'users', value: user },
    };
    await client.query(
      `insert into cms.payload_jobs (task_slug, input, wait_until) values ('schedulePublish', $1, now())`,
      [JSON.stringify(input)],
    );
  } finally {
    await client.end();
  }
}
