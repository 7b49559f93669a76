import Check from 'lucide-react/icons/check';
import type { Framework } from '~/content/types';
import { BrandLogo } from './brand-logo';
import { cardGridColumns } from './card-grid';
import { brandLogos } from '~/components/ui/content-icons';

export interface FrameworkAdvantagesProps {
  frameworks: readonly Framework[];
}

/** Frameworks side by side, each with its logo and its benefits. */
export function FrameworkAdvantages({ frameworks }: FrameworkAdvantagesProps) {
  return (
    <ul className={`mt-14 grid gap-6 lg:gap-8 ${cardGridColumns(frameworks.length)}`}>
      {frameworks.map(({ name, benefits, logo }) => (
        <li key={name} className="flex">
          <article className="w-full rounded-3xl border border-slate-200 bg-white p-7 shadow-sm sm:p-8">
            <div className="flex items-center gap-4">
              {logo && (
                <BrandLogo
                  icon={brandLogos[logo]}
                  className="size-14 rounded-2xl"
                  logoClassName="size-7"
                />
              )}
              <h3 className="text-2xl font-bold">{name}</h3>
            </div>
            <ul className="mt-7 space-y-4">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 leading-7 text-slate-700">
                  <span className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
