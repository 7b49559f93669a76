/* global addEventListener, document, Element, location, MutationObserver, requestAnimationFrame */
// The navigation benchmark's stopwatch, put inline at the top of every page of the copy of
// the build it measures (tools/bench/bench-navigation.mjs), never of the site. It reads both ends
// of a navigation in the browser, from the clock all pages of a tab share
// (performance.timeOrigin + now), so nothing the harness does between them is counted:
// - press: the pointerdown on a link; click: the click that follows it on release;
// - painted: the end of the first frame rendered after the next page's <h1> is there and the
//   page is shown. That is a new document's first frame (or, when it was prerendered, its first frame after
//   activation), or the first frame after a client-side router put a new <h1> in the page.
// It keeps them in sessionStorage, which a tab's pages share.
(() => {
  const key = 'bench-navigation';
  const now = () => performance.timeOrigin + performance.now();
  const read = () => JSON.parse(sessionStorage.getItem(key) ?? '{}');
  const write = (fields) => sessionStorage.setItem(key, JSON.stringify({ ...read(), ...fields }));
  const onLink = (event) => event.target instanceof Element && event.target.closest('a[href]');

  // A frame's script callbacks run before its style, layout and paint, so the time is taken
  // in a task posted from requestAnimationFrame: it runs once that rendering work is done.
  const afterNextFrame = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = callback;
      channel.port2.postMessage(null);
    });
  const recordPainted = (how) =>
    afterNextFrame(() => {
      const record = read();
      if (!record.press || record.painted) return;
      write({
        painted: now(),
        how,
        path: location.pathname,
        width: globalThis.innerWidth,
        pixelRatio: globalThis.devicePixelRatio,
      });
    });

  addEventListener(
    'pointerdown',
    (event) => {
      if (!onLink(event)) return;
      sessionStorage.setItem(key, JSON.stringify({ press: now() }));
      // A client-side router swaps the heading inside this same document.
      const heading = document.querySelector('main h1');
      const watch = new MutationObserver(() => {
        const next = document.querySelector('main h1');
        if (!next || next === heading) return;
        watch.disconnect();
        recordPainted('same document');
      });
      watch.observe(document.documentElement, { childList: true, subtree: true });
    },
    { capture: true },
  );
  addEventListener(
    'click',
    (event) => {
      if (onLink(event) && read().press) write({ click: now() });
    },
    { capture: true },
  );

  // A new document: its heading is parsed by DOMContentLoaded, and a frame runs only once
  // the stylesheet has loaded and the page is shown.
  const navigation = performance.getEntriesByType('navigation')[0];
  const shown = new Promise((resolve) =>
    document.prerendering
      ? document.addEventListener('prerenderingchange', resolve, { once: true })
      : resolve(),
  );
  const parsed = () =>
    new Promise((resolve) =>
      document.readyState === 'loading'
        ? document.addEventListener('DOMContentLoaded', resolve, { once: true })
        : resolve(),
    );
  shown
    .then(parsed)
    .then(() => recordPainted(navigation?.activationStart > 0 ? 'prerendered' : 'document'));
})();
