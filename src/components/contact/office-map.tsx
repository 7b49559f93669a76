import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import type { Address } from '~/config/site';
import { officeMap } from '~/content/contact';

export interface OfficeMapProps {
  address: Address;
}

/**
 * An OpenStreetMap view of one office. The frame loads only when it nears
 * the viewport, sits in a fixed 4:3 box so nothing shifts when it arrives,
 * and a plain link opens the same place for anyone the frame does not serve.
 */
export function OfficeMap({ address }: OfficeMapProps) {
  const place = `${address.label}, ${address.lines.join(', ')}`;
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative aspect-[4/3] bg-slate-100 bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1px)] [background-size:18px_18px]">
        <div aria-hidden="true" className="absolute inset-0 grid place-items-center">
          <span className="grid size-14 place-items-center rounded-full bg-white text-brand-600 shadow-lg ring-1 ring-slate-200">
            <MapPin className="size-7" />
          </span>
        </div>
        <iframe
          src={address.mapEmbedUrl}
          title={`${officeMap.titlePrefix} ${place}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="absolute inset-0 size-full border-0"
        />
      </div>
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
          {officeMap.linkLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{` of the ${address.label} (opens in a new tab)`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
