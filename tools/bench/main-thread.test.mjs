import { describe, expect, it } from 'vitest';
import { mainThreadTime } from './main-thread.mjs';

const url = 'https://127.0.0.2:4790/about-us';
const main = { pid: 1, tid: 2 };
const task = (name, ts, dur, thread = main) => ({ ph: 'X', name, ts, dur, ...thread });
const start = {
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000,
  ...main,
  args: { data: { documentLoaderURL: url } },
};

describe("the main thread's work before the largest paint", () => {
  it("counts each task's own time, so a layout inside a script is layout", () => {
    const events = [
      start,
      task('RunTask', 1_010_000, 50_000),
      task('FunctionCall', 1_010_000, 40_000),
      task('Layout', 1_020_000, 10_000),
      task('RunTask', 1_100_000, 20_000),
      task('UpdateLayoutTree', 1_100_000, 15_000),
    ];
    expect(mainThreadTime(events, url, 500)).toEqual({
      style: 15,
      layout: 10,
      script: 30,
      parse: 0,
      paint: 0,
      other: 15,
      total: 70,
    });
  });

  it('reads only the thread that navigated to the page, and only up to the paint', () => {
    const events = [
      start,
      task('RunTask', 1_010_000, 10_000),
      task('ParseHTML', 1_010_000, 10_000),
      task('RunTask', 1_010_000, 99_000, { pid: 9, tid: 9 }),
      task('RunTask', 1_300_000, 99_000),
    ];
    const time = mainThreadTime(events, url, 100);
    expect(time.total).toBe(10);
    expect(time.parse).toBe(10);
  });

  it('answers nothing when the trace holds no navigation to the page', () => {
    expect(mainThreadTime([task('RunTask', 0, 10)], url, 100)).toBeUndefined();
  });
});
