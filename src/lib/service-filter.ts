import { serviceCategories } from '~/content/schemas/service-categories';
import type { ServiceCard, ServiceCategory } from '~/content/types';

export { serviceCategories };

/** What the /services filter can show: every card, or one category. */
export type ServiceFilterValue = 'all' | ServiceCategory;

/** The URL parameter, and the radio group's name, that holds the chosen category. */
export const categoryParam = 'category';

/** The URL's `?category=` value as a filter; a missing or unknown value means all services. */
export function parseCategory(param: string | null | undefined): ServiceFilterValue {
  const value = param?.trim().toLowerCase();
  return serviceCategories.find((category) => category === value) ?? 'all';
}

/** The cards a filter shows, in their original order. */
export function filterServiceCards<Card extends Pick<ServiceCard, 'category'>>(
  cards: readonly Card[],
  filter: ServiceFilterValue,
): Card[] {
  return filter === 'all' ? [...cards] : cards.filter((card) => card.category === filter);
}

/** The search string for a filter: all services drops the parameter, other params are kept. */
export function searchForCategory(
  current: URLSearchParams,
  filter: ServiceFilterValue,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filter === 'all') next.delete(categoryParam);
  else next.set(categoryParam, filter);
  return next;
}

/** The status line read out when the filter changes: 'Showing 3 development services'. */
export function describeFilter(filter: ServiceFilterValue, count: number): string {
  const noun = count === 1 ? 'service' : 'services';
  return filter === 'all' ? `Showing all ${count} ${noun}` : `Showing ${count} ${filter} ${noun}`;
}
