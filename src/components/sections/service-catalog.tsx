import type { ServicesPage } from '~/content/schemas/pages';
import type { ServiceCard } from '~/content/types';
import { dataModule } from '~/lib/data-module';
import { categoryParam, describeFilter, filterServiceCards } from '~/lib/service-filter';
import { categoryFromUrlScript } from '~/lib/service-filter-script';
import { ServiceFilter } from './service-filter';
import { ServicePriceCard } from './service-price-card';

export interface ServiceCatalogProps {
  cards: readonly ServiceCard[];
  /** The filter row, in order; 'all' is the default and has no URL parameter. */
  filters: ServicesPage['filters'];
  includesLabel: string;
  actionLabel: string;
}

/**
 * The filterable service cards of /services. Every card is in the HTML, marked with its
 * category; the checked radio decides, through CSS `:has()` rules in app.css, which cards
 * and which status line show. A shared `?category=` link is applied as the page is parsed
 * (`categoryFromUrlScript`); the enhancement module (src/scripts/service-filter-url.ts) then
 * keeps each choice in the URL, so a link or the back button restores it.
 */
export function ServiceCatalog({
  cards,
  filters,
  includesLabel,
  actionLabel,
}: ServiceCatalogProps) {
  return (
    <div data-service-catalog="" {...dataModule('service-filter')} className="mt-12">
      <ServiceFilter options={filters} name={categoryParam} />
      <script dangerouslySetInnerHTML={{ __html: categoryFromUrlScript() }} />
      <div
        role="status"
        aria-live="polite"
        className="mt-5 text-center text-sm font-medium text-slate-600"
      >
        {filters.map(({ value }) => (
          <p key={value} data-filter-status={value}>
            {describeFilter(value, filterServiceCards(cards, value).length)}
          </p>
        ))}
      </div>
      <ul
        id="service-cards"
        className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8"
      >
        {cards.map((card) => (
          <li key={card.id} data-category={card.category} className="flex">
            <ServicePriceCard card={card} includesLabel={includesLabel} actionLabel={actionLabel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
