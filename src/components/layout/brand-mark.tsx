import { useId } from 'react';
import type { Business } from '~/content/schemas/site';

export interface BrandMarkProps {
  /** 'dark' for use on the ink footer. */
  tone?: 'light' | 'dark';
  /** The agency's name and tagline (business.yaml). */
  brand: Pick<Business, 'name' | 'tagline'>;
}

/** Logo, brand name and tagline, linking home. */
export function BrandMark({ tone = 'light', brand }: BrandMarkProps) {
  return (
    <a href="/" className="flex shrink-0 items-center gap-3 rounded-lg">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
        >
          {brand.name}
        </span>
        <span
          className={`mt-1 text-[0.625rem] font-semibold tracking-[0.22em] ${tone === 'dark' ? 'text-brand-200' : 'text-brand-700'}`}
        >
          {brand.tagline}
        </span>
      </span>
    </a>
  );
}

/** The square wave mark, also used for the favicon and app icons. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="32"
          y2="32"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#6366F1" />
          <stop offset="1" stopColor="#A855F7" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M7 19c3-5 6-5 9 0s6 5 9 0"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="23.5" cy="10" r="2.2" fill="#67E8F9" />
    </svg>
  );
}
