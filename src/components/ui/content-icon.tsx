import type { LucideProps } from 'lucide-react';
import { createElement } from 'react';
import type { IconName } from '~/content/schemas/icons';
import { contentIcons } from './content-icons';

/** The icon an entry names (`icon: server`), drawn as inline SVG. */
export function ContentIcon({ name, ...props }: LucideProps & { name: IconName }) {
  return createElement(contentIcons[name], props);
}
