// Pictures in the development server (`npm run dev`, and the editor's preview under `npm run
// edit`) are encoded when a page asks for them, each time. At the build's settings (then AVIF at
// effort 5) one wide picture took 4 s of a core, so a marketer's preview of a page with three
// pictures waited 3 to 15 s after each save, and the editor's tests waited with it. The
// development server encodes with the fastest settings instead (0.1 s for that picture): the
// same picture, format and size, only heavier, which no one pays for on their own machine.
// Builds are untouched: they encode at src/config/image-encoding.json's settings.
import imageEncoding from '../src/config/image-encoding.json' with { type: 'json' };

/** The build's encoder settings, at the encoders' quickest effort. */
export const quickEncoding = {
  ...imageEncoding.service,
  avif: { ...imageEncoding.service.avif, effort: 0 },
  webp: { ...imageEncoding.service.webp, effort: 0 },
  jpeg: { ...imageEncoding.service.jpeg, mozjpeg: false },
};

/** @returns {import('astro').AstroIntegration} */
export function quickPreviewPictures() {
  return {
    name: 'brightwave:quick-preview-pictures',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({ image: { service: { ...config.image.service, config: quickEncoding } } });
      },
    },
  };
}
