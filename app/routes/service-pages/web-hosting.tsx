import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { webHostingPage } from '~/content/service-pages/web-hosting';

/** /services/web-hosting: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(webHostingPage);
export default servicePageComponent(webHostingPage);
