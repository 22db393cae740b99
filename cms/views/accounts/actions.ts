'use server';

import config from '@payload-config';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { inviteAccount } from '../../collections/Users/invites';
import { ownerFromSession } from '../shared/session';

/** The invitation form's post: a public endpoint, so the session is read first (an owner's, or nothing happens). */
export async function inviteAction(form: FormData): Promise<never> {
  const owner = await ownerFromSession();
  if (!owner) redirect('/admin/login?redirect=%2Fadmin%2Finvite');
  const payload = await getPayload({ config });
  const result = await inviteAccount(
    payload,
    { email: form.get('email'), name: form.get('name') ?? undefined, role: form.get('role') },
    owner.lang,
  );
  redirect(`/admin/invite?result=${result}`);
}
