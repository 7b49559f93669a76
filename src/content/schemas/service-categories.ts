/**
 * The kinds of service the /services filter knows, in the order it offers them. Code branches
 * on them (the filter, its URL, its CSS), so they are a fixed list; the words on the filter's
 * buttons are content (src/content/pages/services.yaml). No imports: the browser's filter
 * script reads this list too.
 */
export const serviceCategories = ['development', 'marketing', 'hosting'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
