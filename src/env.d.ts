/// <reference types="astro/client" />

/** The build's settings, defined by integrations/build-settings.mjs (src/config/build-settings.js). */
// An import() type, not an import: a top-level import would make this file a module, and its
// declarations would stop being global.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
declare const __BUILD_SETTINGS__: import('./config/build-settings.js').PublicBuildSettings;

/** The live content editor's settings, defined by scripts/build-editor.mjs (src/editor/live/). */
declare const __EDITOR_SETTINGS__: {
  /** The Keystatic Cloud project, `team/project`. */
  cloudProject: string;
  /** The live site's origin, where the editor's preview links lead. */
  siteUrl: string;
};

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate after the largest paint, or at the visitor's first press, key or focus inside it. */
    'client:afterpaint'?: boolean;
  }
}
