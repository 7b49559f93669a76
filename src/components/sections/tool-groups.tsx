import type { ToolGroup } from '~/content/types';
import { cardGridColumns } from './card-grid';
import { ContentIcon } from '~/components/ui/content-icon';

export interface ToolGroupsProps {
  groups: readonly ToolGroup[];
}

/** Named tools under their category (a tech stack, marketing platforms, infrastructure). */
export function ToolGroups({ groups }: ToolGroupsProps) {
  return (
    <ul className={`mt-14 grid gap-6 lg:gap-8 ${cardGridColumns(groups.length)}`}>
      {groups.map(({ category, tools, icon }) => (
        <li key={category} className="flex">
          <article className="w-full rounded-3xl border border-slate-200 bg-white p-7 shadow-sm sm:p-8">
            <div className="flex items-center gap-4">
              {icon && (
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <ContentIcon name={icon} aria-hidden="true" className="size-6" />
                </span>
              )}
              <h3 className="text-xl font-bold">{category}</h3>
            </div>
            <ul className="mt-6 flex flex-wrap gap-2.5">
              {tools.map((tool) => (
                <li
                  key={tool}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800"
                >
                  <span
                    aria-hidden="true"
                    className="size-1.5 rounded-full bg-gradient-to-br from-brand-500 to-accent-500"
                  />
                  {tool}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
