import { cms } from '.';

/** Opens the back office (running its setup) and tells whether it has an account yet. */
export async function backOfficeHasAccount(): Promise<boolean> {
  const payload = await cms();
  return (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0;
}
