export interface ProjectTags {
  /** The first tag, shown as the category. */
  category: string;
  /** The tags listed on the card after the category. */
  shown: readonly string[];
  /** How many further tags the '+N More' chip stands for (0: no chip). */
  more: number;
}

/**
 * Splits a project's tags into its category, the tags a card lists (at most `limit`, the
 * portfolio page's `tagLimit`) and the overflow count.
 */
export function projectTags(tags: readonly string[], limit: number): ProjectTags {
  const [category = '', ...rest] = tags;
  return { category, shown: rest.slice(0, limit), more: Math.max(0, rest.length - limit) };
}
