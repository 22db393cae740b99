'use server';

import { redirect } from 'next/navigation';
import { ownerFromSession } from '../shared/session';
import { runInboxAction } from './operations';

/*
 * The inbox views' server actions: plain form posts that work without client JavaScript. Each is a public POST
 * endpoint, so each reads the session first (owner or nothing) before operations.ts touches any data.
 */

export async function markAction(form: FormData): Promise<never> {
  redirect(await runInboxAction(await ownerFromSession(), 'mark', form));
}

export async function retryAction(form: FormData): Promise<never> {
  redirect(await runInboxAction(await ownerFromSession(), 'retry', form));
}

export async function regenerateFeedAction(form: FormData): Promise<never> {
  redirect(await runInboxAction(await ownerFromSession(), 'feed', form));
}

export async function findPersonalDataAction(form: FormData): Promise<never> {
  redirect(await runInboxAction(await ownerFromSession(), 'find', form));
}

export async function erasePersonalDataAction(form: FormData): Promise<never> {
  redirect(await runInboxAction(await ownerFromSession(), 'erase', form));
}
