import type { EnquiryFieldCopy } from '~/components/contact/enquiry-copy';

export interface FormFieldProps {
  name: string;
  field: EnquiryFieldCopy;
  className?: string;
}

/**
 * A required input with its visible label; the browser's own checks validate it (before any script
 * has loaded, and in the visitor's language), with
 * a `maxlength` the e-mail service accepts and, for the e-mail, a pattern that asks for a full
 * domain. `dir="auto"` sets a right-to-left name or address the way it is written.
 */
export function FormField({ name, field, className = '' }: FormFieldProps) {
  const id = `enquiry-${name}`;
  const { pattern } = field;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      <input
        id={id}
        name={name}
        type={field.type}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        pattern={pattern?.regex}
        title={pattern?.hint}
        // The browser says only "Please match the requested format"; say what the field needs.
        onInvalid={(event) => {
          if (pattern && event.currentTarget.validity.patternMismatch)
            event.currentTarget.setCustomValidity(pattern.hint);
        }}
        onInput={(event) => event.currentTarget.setCustomValidity('')}
        dir="auto"
        required
        className={controlClass}
      />
    </div>
  );
}

export const labelClass = 'block text-sm font-semibold text-slate-900';

export const controlClass =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 user-invalid:border-red-600';
