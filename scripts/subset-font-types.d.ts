// subset-font 2.9 ships no types, and @types/subset-font predates `keepFeatures`: this is the
// part scripts/subset-font.mjs uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** Axis ranges to keep (or a number to pin the axis), e.g. `{ wght: { min: 400, max: 800 } }`. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType layout features to keep; all of them when left out. */
    keepFeatures?: string[];
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
