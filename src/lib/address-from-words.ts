/**
 * An address made from words, for a page or a place on one: 'How We Use Your Information' →
 * 'how-we-use-your-information' (letters and figures kept, accents dropped, the rest a '-').
 */
export function addressFromWords(words: string): string {
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
