/** A date of the content (a day, written year-month-day in an entry), as the pages show it. */

/** A day in words: 17 November 2026 (the day the entry gives, whatever the time zone). */
export function dayLabel(day: Date): string {
  return day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day in machine form, for `<time datetime>` and structured data: 2026-11-17. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** A day as `<time>` takes it: its words and its machine form. */
export const dated = (day: Date) => ({ iso: isoDay(day), label: dayLabel(day) });
