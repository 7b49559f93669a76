/**
 * The RSS feed of the articles (/rss.xml, src/pages/rss.xml.ts): where it lives and what it is
 * called, for the feed itself and for the link every page's head gives to it; and how many of
 * the latest articles it and /llms.txt (src/lib/llms-txt.ts) name.
 */
export const feedPath = '/rss.xml';

/** The list of articles the feed follows. */
export const articlesPath = '/insights';

/** 'Brightwave Digital: Insights', from the agency's name and the list's name in the menu. */
export const feedTitle = (agency: string, listName: string) => `${agency}: ${listName}`;

/**
 * How many articles the feed holds: the latest. A reader polls the feed again and again, and
 * keeps what it has already fetched, so older items only weigh down every poll (200 items of
 * title and summary are 121 KB); a new subscriber finds the rest on /insights.
 */
export const feedItems = 20;

/**
 * How many articles /llms.txt lists, the latest: with years of articles the file would grow
 * past what a reader takes in at once (200 articles made it 58 KB). A line after them says how
 * many more there are and links to the list of all of them.
 */
export const llmsTxtArticles = 20;
