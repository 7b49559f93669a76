import type { ServiceFilterValue } from '~/lib/service-filter';

export interface ServiceFilterProps {
  options: readonly { value: ServiceFilterValue; label: string }[];
  active: ServiceFilterValue;
  onSelect: (value: ServiceFilterValue) => void;
  /** Id of the element whose content the buttons control (the card list). */
  controls: string;
}

/** The category buttons of /services: one is pressed at a time. */
export function ServiceFilter({ options, active, onSelect, controls }: ServiceFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter services by category"
      className="mx-auto grid max-w-sm grid-cols-2 gap-1.5 rounded-3xl border border-slate-200 bg-white p-1.5 shadow-sm sm:flex sm:w-fit sm:max-w-none sm:rounded-full"
    >
      {options.map(({ value, label }) => {
        const pressed = value === active;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            aria-controls={controls}
            onClick={() => onSelect(value)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors duration-200 ${
              pressed
                ? 'bg-brand-600 text-white shadow-md shadow-brand-600/25'
                : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
