import type { ArticleStatus } from '~/lib/articles';

/**
 * Under `npm run dev` and `npm run edit` only (a build holds published articles alone): marks a
 * draft, or an article whose day has not come, so a preview never passes for the live site.
 */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  if (status === 'published') return null;
  return (
    <p className="mb-3 self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-300">
      {status === 'draft'
        ? 'Draft: not on the site until “Draft” is unticked'
        : 'Scheduled: on the site from its publication date'}
    </p>
  );
}
