import type { ProcessStep } from '~/content/types';

export interface ProcessStepsProps {
  steps: readonly ProcessStep[];
}

/**
 * The delivery process as an ordered list, each step under its two-digit
 * number: four steps run in one row on wide screens, six in two rows of three.
 */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  const columns =
    steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ol className={`mt-14 grid grid-cols-1 gap-6 lg:gap-8 ${columns}`}>
      {steps.map(({ step, title, description }) => (
        <li
          key={step}
          className="group hover:shadow-brand-900/10 relative overflow-hidden rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl sm:p-8"
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 via-accent-500 to-glow-400 opacity-70 transition-opacity group-hover:opacity-100"
          />
          <p className="font-display text-5xl leading-none font-extrabold tracking-tight">
            <span className="sr-only">Step </span>
            <span className="bg-gradient-to-br from-brand-600 to-accent-600 bg-clip-text text-transparent">
              {step}
            </span>
          </p>
          <h3 className="mt-6 text-xl font-bold">{title}</h3>
          <p className="mt-3 leading-7 text-slate-600">{description}</p>
        </li>
      ))}
    </ol>
  );
}
