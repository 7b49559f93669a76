/**
 * Lets the particle layers float (components/ui/particles.tsx). app.css keeps them still
 * until then, so their frames never compete with the page's first paint. The flag sits on
 * each particles element, never on <html>, so only those dots are restyled.
 */
export function floatParticles(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-particles]')) {
    element.dataset.floating = '';
  }
}
