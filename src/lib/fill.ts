/**
 * Words of the content with a placeholder in braces, filled in: '{count} characters left' with
 * `{ count: 1000 }` → '1,000 characters left'. A placeholder with no value is left as written.
 */
export function fill(words: string, values: Record<string, string | number>): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en-US') : value;
  });
}
