import type { Studio } from '@/lib/studio';

/** The studio's use cases as the back office gets them from lib/studio's entry, on the store the tests run on. */
export async function localStudio(): Promise<Studio> {
  const { studioBackOffice } = await import('@/lib/studio');
  const office = studioBackOffice();
  if (office.kind !== 'local') throw new Error(`the tests expect the local back office, not ${office.provider}`);
  return office.studio;
}
