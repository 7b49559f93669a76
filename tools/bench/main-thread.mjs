// The main thread's work before the largest paint, from a Chromium trace of one load (the
// real-network bench, bench-network.mjs): how long the page's renderer spent on style, layout,
// script, HTML parsing and paint, each task's own time (a layout forced inside a script counts
// as layout, not twice).

/** The trace categories that hold the renderer's tasks and the navigation's start. */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
];

const kinds = {
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'UpdateLayerTree', 'PrePaint', 'Layerize'],
  script: [
    'EvaluateScript',
    'FunctionCall',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'CompileScript',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'MajorGC',
    'MinorGC',
  ],
  parse: ['ParseHTML'],
  paint: ['Paint', 'PaintImage', 'Commit', 'CompositeLayers', 'Decode Image'],
};
const kindOf = new Map(Object.entries(kinds).flatMap(([kind, names]) => names.map((n) => [n, kind])));

/**
 * Milliseconds of the main thread's own time by kind (style, layout, script, parse, paint,
 * other) and in all (`total`: the tasks' whole time), from the navigation to `url` to `untilMs`
 * after it. The thread is the one whose `navigationStart` names `url`; events are the complete
 * ('X') events on it that start in that span.
 */
export function mainThreadTime(events, url, untilMs) {
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    .at(-1);
  const times = { style: 0, layout: 0, script: 0, parse: 0, paint: 0, other: 0, total: 0 };
  if (!start) return undefined;
  const end = start.ts + untilMs * 1000;
  const own = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts &&
        e.ts <= end &&
        typeof e.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Each event's own time is its duration less its children's (the events it encloses).
  const stack = [];
  const self = new Map();
  for (const event of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, self.get(parent) - event.dur);
    else times.total += event.dur;
    self.set(event, event.dur);
    stack.push(event);
  }
  for (const [event, time] of self) {
    const kind = kindOf.get(event.name) ?? 'other';
    times[kind] += Math.max(0, time);
  }
  return Object.fromEntries(Object.entries(times).map(([kind, us]) => [kind, Math.round(us / 1000)]));
}
