export interface Claim {
  value: string;
  /** What a screen reader says instead of a symbol such as ∞. */
  spokenValue?: string;
  label: string;
}

export interface ClosingClaimsProps {
  claims: readonly Claim[];
}

const valueClass = 'flex h-10 items-center font-display font-extrabold text-white sm:h-12';

/** Short promises under a closing call to action: '100% satisfaction', '24/7 support'… */
export function ClosingClaims({ claims }: ClosingClaimsProps) {
  return (
    <ul className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-3 border-t border-white/15 pt-10 sm:gap-6">
      {claims.map((claim) => (
        <li key={claim.label} className="flex flex-col items-center">
          {claim.spokenValue ? (
            <span
              role="img"
              aria-label={claim.spokenValue}
              className={`${valueClass} text-5xl sm:text-6xl`}
            >
              {claim.value}
            </span>
          ) : (
            <span className={`${valueClass} text-3xl sm:text-4xl`}>{claim.value}</span>
          )}{' '}
          <span className="mt-1 text-xs font-semibold tracking-[0.14em] text-brand-100 uppercase sm:text-sm">
            {claim.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
