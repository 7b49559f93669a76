import type { ArticleTopic } from '~/content/types';

export interface TopicNavProps {
  topics: readonly ArticleTopic[];
  /** The list's label, e.g. 'Browse by topic'. */
  label: string;
  /** The link to every article, e.g. 'All articles'. */
  all: string;
  /** The topic whose page this is; none on /insights itself. */
  current?: ArticleTopic['name'];
}

/** The topics that have articles, each a link to its page, the current one marked. */
export function TopicNav({ topics, label, all, current }: TopicNavProps) {
  const links = [{ name: all, href: '/insights', current: current === undefined }].concat(
    topics.map((topic) => ({ ...topic, current: topic.name === current })),
  );
  return (
    <nav aria-label={label} className="mx-auto max-w-5xl">
      <p className="text-center text-xs font-bold tracking-[0.18em] text-slate-500 uppercase">
        {label}
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
                link.current
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-200 hover:text-brand-700 hover:ring-brand-300'
              }`}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
