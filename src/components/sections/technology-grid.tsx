import { ContentIcon } from '~/components/ui/content-icon';
import { brandLogos } from '~/components/ui/content-icons';
import type { Technology } from '~/content/types';
import { BrandLogo } from './brand-logo';

export interface TechnologyGridProps {
  technologies: readonly Technology[];
}

/** Technologies with their logos (inline SVG, no icon font) and a one-line description each. */
export function TechnologyGrid({ technologies }: TechnologyGridProps) {
  return (
    <ul className="mt-14 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {technologies.map(({ name, description, logo, icon }) => (
        <li
          key={name}
          data-technology={name}
          className="hover:shadow-brand-900/5 flex items-start gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition duration-300 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:p-6"
        >
          <TechnologyIcon logo={logo} icon={icon} />
          <div>
            <h3 className="text-lg font-bold">{name}</h3>
            {description && <p className="mt-1 text-sm leading-6 text-slate-600">{description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The technology's logo, or its plain icon where no logo exists. */
function TechnologyIcon({ logo, icon }: Pick<Technology, 'logo' | 'icon'>) {
  if (logo) return <BrandLogo icon={brandLogos[logo]} />;
  if (!icon) return null;
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700"
    >
      <ContentIcon name={icon} className="size-6" />
    </span>
  );
}
