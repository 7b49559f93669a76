import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { backendDevelopmentPage } from '~/content/service-pages/backend-development';

/** /services/backend-development: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(backendDevelopmentPage);
export default servicePageComponent(backendDevelopmentPage);
