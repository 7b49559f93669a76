/** One simple-icons logo per module, made by integrations/simple-icons-plugin.mjs. */
declare module 'virtual:simple-icon/*' {
  import type { BrandIcon } from '~/content/types';

  const icon: BrandIcon;
  export default icon;
}
