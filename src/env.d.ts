/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly VITE_MEDIA_BASE_URL?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  readonly VITE_EMAILJS_BLOCK_HEADLESS?: string;
  readonly VITE_EMAILJS_BLOCK_LIST?: string;
  readonly VITE_EMAILJS_THROTTLE_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate after the largest paint, or at the visitor's first press, key or focus inside it. */
    'client:afterpaint'?: boolean;
  }
}
