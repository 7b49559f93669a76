/**
 * The name the editor shows for a field of a content file. A schema may give its own with
 * `.meta({ title })`; otherwise it is made from the field's name in the file ('photoAlt' →
 * 'Photo alt'), with the few below put the way a marketer says them.
 */
const said: Record<string, string> = {
  seo: 'Search engines and shared links',
  order: 'Position in the list',
  photoAlt: 'Photo description (alt text)',
  imageAlt: 'Picture description (alt text)',
  linkedin: 'LinkedIn profile',
  url: 'Web address',
  href: 'Link to',
  display: 'Number',
  mapUrl: 'Map link',
  mapEmbedUrl: 'Map shown on the contact page',
  faq: 'Questions and answers',
  cta: 'Call to action',
  id: 'Anchor (the part of the address after #)',
  tone: 'Band colour',
  poster: 'Background picture',
};

/** 'photoAlt' → 'Photo alt', 'heroStats' → 'Hero stats', 'display' as said above. */
export function fieldLabel(key: string, title?: string): string {
  if (title) return title;
  const known = said[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the editor adds to a field's help, where the editor itself does something about it:
 * a position another entry holds makes room (src/editor/positions.ts).
 */
const editorHelp: Record<string, string> = {
  order:
    'Give a position another entry has and this entry takes its place: the others move to make room, in the same save.',
};

/** The field's help: the schema's own words, then what the editor does about it. */
export function fieldHelp(key: string, description?: string): string | undefined {
  const more = editorHelp[key];
  if (!more) return description;
  return description ? `${description} ${more}` : more;
}
