// The one Chromium every browser tool here drives: Debian's, never a downloaded one.
// Playwright (tests and screenshots) and Lighthouse (bench) start it with these flags;
// without the networking ones it keeps dialling Google's hosts, which this network refuses.

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
