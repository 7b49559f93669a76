import routes from '../../app/routes';

/** Every public path of the site, read from app/routes.ts so a new page is tested automatically. */
export const sitePaths: string[] = routes.flatMap((entry) =>
  entry.index ? ['/'] : entry.path && entry.path !== '*' ? [`/${entry.path}`] : [],
);
