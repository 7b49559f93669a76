import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { frontendDevelopmentPage } from '~/content/service-pages/frontend-development';

/** /services/frontend-development: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(frontendDevelopmentPage);
export default servicePageComponent(frontendDevelopmentPage);
