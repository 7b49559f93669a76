import { describe, expect, it } from 'vitest';
import imageEncoding from '../src/config/image-encoding.json' with { type: 'json' };
import { quickPreviewPictures } from './quick-preview-pictures.mjs';

/** The settings the integration gives Astro for `command`, or undefined when it leaves them. */
function settingsFor(command) {
  /** @type {unknown[]} */
  const updates = [];
  const service = { entrypoint: 'astro/assets/services/sharp', config: imageEncoding.service };
  const setup = quickPreviewPictures().hooks['astro:config:setup'];
  setup?.(
    /** @type {any} */ ({
      command,
      config: { image: { service } },
      updateConfig: (/** @type {unknown} */ update) => updates.push(update),
    }),
  );
  return /** @type {any} */ (updates[0])?.image.service;
}

describe('pictures in the development server', () => {
  it('are encoded at the quickest effort, by the same encoder, with every other setting kept', () => {
    const service = settingsFor('dev');
    expect(service.entrypoint).toBe('astro/assets/services/sharp');
    expect(service.config.avif).toEqual({ ...imageEncoding.service.avif, effort: 0 });
    expect(service.config.webp).toEqual({ ...imageEncoding.service.webp, effort: 0 });
    expect(service.config.jpeg.mozjpeg).toBe(false);
    expect(service.config.kernel).toBe(imageEncoding.service.kernel);
  });

  it('leave the build at the encoding the site ships', () => {
    expect(settingsFor('build')).toBeUndefined();
    expect(settingsFor('sync')).toBeUndefined();
  });
});
