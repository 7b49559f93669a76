import type { RefObject } from 'react';

export interface HoneypotProps {
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * A field only bots fill in. It sits off-screen, hidden from assistive
 * technology and out of the tab order, and outside the <form> element, so
 * EmailJS (which sends every field of the form) never receives it.
 */
export function Honeypot({ inputRef }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[9999px] size-px overflow-hidden">
      <label htmlFor="enquiry-website">Website (leave this field empty)</label>
      <input
        ref={inputRef}
        id="enquiry-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
