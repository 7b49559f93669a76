import { servicePageComponent, servicePageMeta } from '~/components/sections/service-page-template';
import { seoDigitalMarketingPage } from '~/content/service-pages/seo-digital-marketing';

/** /services/seo-digital-marketing: a module of its own, so this page ships only its own content. */
export const meta = servicePageMeta(seoDigitalMarketingPage);
export default servicePageComponent(seoDigitalMarketingPage);
