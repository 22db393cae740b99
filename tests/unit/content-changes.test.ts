import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearContentChange, pendingContentChange, recordContentChange } from '@/lib/cache/content-changes';

const noteIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'content-changes-')), 'cache', 'content-changed-at');

describe('a change the next server must apply (Next forgets its expiries at a restart)', () => {
  it('is noted with its time, and pending until applied', () => {
    const file = noteIn();
    expect(pendingContentChange(file)).toBeNull();
    recordContentChange(new Date('2026-11-27T18:00:00Z'), file);
    expect(pendingContentChange(file)).toBe('2026-11-27T18:00:00.000Z');
    clearContentChange('2026-11-27T18:00:00.000Z', file);
    expect(pendingContentChange(file)).toBeNull();
  });

  it('stays pending when a newer change was noted while the older one was applied', () => {
    const file = noteIn();
    recordContentChange(new Date('2026-11-27T18:00:00Z'), file);
    const seen = pendingContentChange(file) ?? '';
    recordContentChange(new Date('2026-11-27T18:00:05Z'), file);
    clearContentChange(seen, file);
    expect(pendingContentChange(file)).toBe('2026-11-27T18:00:05.000Z');
  });

  it('is never an error where nothing can be written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-changes-'));
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    // Its folder would have to be a file: the note is skipped, as on a read-only disk.
    expect(() => recordContentChange(new Date(), path.join(blocked, 'cache', 'content-changed-at'))).not.toThrow();
    expect(pendingContentChange(path.join(blocked, 'cache', 'content-changed-at'))).toBeNull();
  });
});
