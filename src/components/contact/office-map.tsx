import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import type { ContactPage } from '~/content/schemas/pages';
import type { Business } from '~/content/schemas/site';

export interface OfficeMapProps {
  address: Business['addresses'][number];
  /** The map's words: contact.yaml's `map`. */
  words: ContactPage['map'];
}

/**
 * An OpenStreetMap view of one office, loaded only when the visitor asks for it. The frame
 * sits in a closed <details> whose summary is the "Show the map" button: a lazy frame in a
 * closed <details> is not fetched, so the page opens no connection to OpenStreetMap (and
 * sends it no address) until then, and the first paint does not wait on it
 * (ARCHITECTURE.md, "First paint"). No script is involved. The box keeps its 4:3 size open or
 * closed, so nothing shifts, and a plain link opens the same place on openstreetmap.org.
 */
export function OfficeMap({ address, words }: OfficeMapProps) {
  const place = `${address.label}, ${address.lines.join(', ')}`;
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <details className="group relative aspect-[4/3] bg-slate-100 bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1px)] [background-size:18px_18px]">
        <summary className="absolute inset-0 z-10 flex cursor-pointer list-none flex-col items-center justify-center gap-4 p-6 text-center group-open:inset-auto group-open:top-3 group-open:right-3 group-open:p-0 focus-visible:-outline-offset-4 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-white text-brand-600 shadow-lg ring-1 ring-slate-200 group-open:hidden"
          >
            <MapPin className="size-7" />
          </span>
          <span className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-200 transition-colors group-hover:bg-slate-50">
            <span className="group-open:hidden">{words.showLabel}</span>
            <span className="hidden group-open:inline">{words.hideLabel}</span>
            <span className="sr-only">{` of the ${address.label}`}</span>
          </span>
          {/* Seen beside the button, not read as part of its name; the privacy policy says the same. */}
          <span
            aria-hidden="true"
            className="max-w-xs rounded-lg bg-slate-100/90 px-2 text-xs text-slate-700 group-open:hidden"
          >
            {words.loadNote}
          </span>
        </summary>
        <iframe
          src={address.mapEmbedUrl}
          title={`${words.titlePrefix} ${place}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="absolute inset-0 size-full border-0"
        />
      </details>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4 text-sm">
        <span className="text-slate-700">
          <span className="font-semibold text-slate-900">{address.label}</span> ·{' '}
          {address.lines.at(-1)}
        </span>
        <a
          href={address.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {words.linkLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{` of the ${address.label} (opens in a new tab)`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
