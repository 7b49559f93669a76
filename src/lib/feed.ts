/**
 * The RSS feed of the articles (/rss.xml, src/pages/rss.xml.ts): where it lives and what it is
 * called, for the feed itself and for the link every page's head gives to it.
 */
export const feedPath = '/rss.xml';

/** The list of articles the feed follows. */
export const articlesPath = '/insights';

/** 'Brightwave Digital: Insights', from the agency's name and the list's name in the menu. */
export const feedTitle = (agency: string, listName: string) => `${agency}: ${listName}`;
