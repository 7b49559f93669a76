import type { ServiceFilterValue } from '~/lib/service-filter';

export interface ServiceFilterProps {
  options: readonly { value: ServiceFilterValue; label: string }[];
  /** The radio group's name, which is also the URL parameter the enhancement script keeps. */
  name: string;
}

/**
 * The category choice of /services: a native radio group styled as a row of pills, so one
 * is chosen at a time, arrow keys move between them, assistive technology reads the
 * chosen one as checked, and CSS shows the matching cards (app.css) without any script.
 * Each radio lies, transparent, over its whole pill, so a tap anywhere on it is a tap on
 * the radio itself.
 */
export function ServiceFilter({ options, name }: ServiceFilterProps) {
  return (
    <fieldset className="mx-auto grid max-w-sm grid-cols-2 gap-1.5 rounded-3xl border border-slate-200 bg-white p-1.5 shadow-sm sm:flex sm:w-fit sm:max-w-none sm:rounded-full">
      <legend className="sr-only">Filter services by category</legend>
      {options.map(({ value, label }, index) => (
        <label
          key={value}
          className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-full px-5 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors duration-200 hover:bg-slate-100 hover:text-brand-700 has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-md has-checked:shadow-brand-600/25 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={index === 0}
            data-service-filter=""
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
