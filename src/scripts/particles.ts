/**
 * Lets a particle layer float (components/ui/particles.tsx). app.css keeps it still until
 * then, so its frames never compete with the page's first paint. The flag sits on the
 * particles element itself, never on <html>, so only those dots are restyled.
 */
export function initParticles(element: HTMLElement): void {
  element.dataset.floating = '';
}
