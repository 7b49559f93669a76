/** One simple-icons logo per module, made by scripts/simple-icons-plugin.mjs. */
declare module 'virtual:simple-icon/*' {
  import type { BrandIcon } from '~/content/types';

  const icon: BrandIcon;
  export default icon;
}
