/**
 * The live editor is served from its own address, so its "Preview" links name the live site
 * in full: `/about-us` becomes `https://www.youragency.com/about-us`. A link with Keystatic's
 * `{slug}` keeps it, for Keystatic to fill in.
 */
export function onLiveSite<Entries extends Record<string, { previewUrl?: string }>>(
  entries: Entries,
  siteUrl: string,
): Entries {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [
      name,
      entry.previewUrl === undefined ? entry : { ...entry, previewUrl: siteUrl + entry.previewUrl },
    ]),
  ) as Entries;
}
