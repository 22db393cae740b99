import { describe, expect, it } from 'vitest';
import { editor, owner, payload, type User } from './support/back-office';
import { allowed } from './support/cms-access';
import { setTestEnvironment } from './support/environment';
import { readSchedule, setUpScheduleOffice } from './support/schedule';

// Only the owner reads and changes the schedule in the back office.
setTestEnvironment();
setUpScheduleOffice();

describe('Who may read and change the schedule', () => {
  it('the owner reads and changes it; an editor can do neither, nor can a visitor through the CMS', async () => {
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', overrideAccess: false }))).toBe(false);
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', user: editor, overrideAccess: false }))).toBe(
      false,
    );
    expect(await allowed(() => payload.findGlobal({ slug: 'schedule', user: owner, overrideAccess: false }))).toBe(
      true,
    );
    expect(await allowed(() => ownerSavesAs(editor, { minNoticeMinutes: 60 }))).toBe(false);
    expect((await readSchedule()).minNoticeMinutes).toBe(0);
    expect(await allowed(() => ownerSavesAs(owner, { minNoticeMinutes: 0 }))).toBe(true);
  });

  async function ownerSavesAs(user: User, change: Record<string, unknown>) {
    return payload.updateGlobal({ slug: 'schedule', data: change as never, user, overrideAccess: false });
  }
});
