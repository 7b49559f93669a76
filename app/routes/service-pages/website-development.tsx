import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { websiteDevelopmentPage } from '~/content/service-pages/website-development';

/** /services/website-development: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(websiteDevelopmentPage);
export default servicePageComponent(websiteDevelopmentPage);
