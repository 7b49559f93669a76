import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { emailMarketingPage } from '~/content/service-pages/email-marketing';

/** /services/email-marketing: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(emailMarketingPage);
export default servicePageComponent(emailMarketingPage);
