import { useSearchParams } from 'react-router';
import { serviceFilters } from '~/content/service-cards';
import type { ServiceCard } from '~/content/types';
import {
  describeFilter,
  filterServiceCards,
  parseCategory,
  searchForCategory,
  type ServiceFilterValue,
} from '~/lib/service-filter';
import { useHydrated } from '~/lib/use-hydrated';
import { ServiceFilter } from './service-filter';
import { ServicePriceCard } from './service-price-card';

export interface ServiceCatalogProps {
  cards: readonly ServiceCard[];
  includesLabel: string;
  actionLabel: string;
}

/**
 * The filterable service cards of /services. The chosen category lives in the
 * URL (`?category=marketing`), so a shared link or the back button restores
 * it. The prerendered HTML has no query string and shows every card; the
 * parameter applies once the page has hydrated.
 */
export function ServiceCatalog({ cards, includesLabel, actionLabel }: ServiceCatalogProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const active = hydrated ? parseCategory(searchParams.get('category')) : 'all';
  const visible = filterServiceCards(cards, active);

  function select(value: ServiceFilterValue) {
    if (value === active) return;
    setSearchParams((current) => searchForCategory(current, value), { preventScrollReset: true });
  }

  return (
    <div className="mt-12">
      <ServiceFilter
        options={serviceFilters}
        active={active}
        onSelect={select}
        controls="service-cards"
      />
      <p
        role="status"
        aria-live="polite"
        className="mt-5 text-center text-sm font-medium text-slate-600"
      >
        {describeFilter(active, visible.length)}
      </p>
      <ul
        id="service-cards"
        className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8"
      >
        {visible.map((card) => (
          <li key={card.id} className="flex">
            <ServicePriceCard card={card} includesLabel={includesLabel} actionLabel={actionLabel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
