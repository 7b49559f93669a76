/** '200' + '+' → '200+'. No thousands separator, so a year such as 2015 reads as a year. */
export function formatStat(value: number, suffix: string): string {
  return `${value}${suffix}`;
}
