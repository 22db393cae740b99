import { describe, expect, it } from 'vitest';
import { firstFrameWait, type TraceEvent } from '@/scripts/withheld-frames';

const pid = 7;
const main = 1;
const frame = 'F1';
const ms = (value: number) => 1_000_000 + value * 1000;

/** A load of the frame laid out at `layoutAt` ms and first painted (presented) at `paintAt` ms. */
function trace(layoutAt: number, paintAt: number, tasks: { at: number; for: number }[] = []): TraceEvent[] {
  return [
    { name: 'thread_name', ts: 0, pid, tid: main, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ts: ms(0), pid, tid: main, args: { frame } },
    { name: 'Layout', ph: 'X', ts: ms(layoutAt), dur: 5000, pid, tid: main },
    ...tasks.map((task) => ({ name: 'RunTask', ph: 'X', ts: ms(task.at), dur: task.for * 1000, pid, tid: main })),
    { name: 'firstContentfulPaint', ts: ms(paintAt), pid, tid: main, args: { frame } },
  ];
}

describe('a first frame held back by the browser (lighthouse#17148)', () => {
  it('is recognised when the page waited idle for a whole second between layout and paint', () => {
    const wait = firstFrameWait(trace(200, 1250, [{ at: 300, for: 150 }]));
    expect(wait?.withheld).toBe(true);
    expect(wait?.layoutMs).toBe(205);
    expect(wait?.paintMs).toBe(1250);
  });

  it('is not a paint that follows its layout within one frame or two', () => {
    expect(firstFrameWait(trace(200, 240))?.withheld).toBe(false);
  });

  it('is not a late paint the page caused by keeping its main thread busy', () => {
    const busy = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({ at: 210 + i * 100, for: 95 }));
    expect(firstFrameWait(trace(200, 1250, busy))?.withheld).toBe(false);
  });

  it('says nothing about a trace without a first contentful paint', () => {
    expect(firstFrameWait(trace(200, 1250).filter((e) => e.name !== 'firstContentfulPaint'))).toBeUndefined();
  });
});
