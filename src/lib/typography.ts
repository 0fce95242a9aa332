/**
 * U+2060 WORD JOINER: invisible, zero width, and forbids a line break on either side.
 * Browsers break after a hyphen-minus and no CSS property turns that off; the
 * non-breaking hyphen (U+2011) would, but the brand typeface has no glyph for it and
 * it would be drawn from another font.
 */
export const WORD_JOINER = '\u2060';

/**
 * Keeps hyphenated compounds on one line in a heading ("Clean-Fuel", "Waste-to-CBG"):
 * a word joiner follows every hyphen that sits between two letters or digits.
 * Ranges such as "10-30%" are compounds too and stay together. Only for text shown
 * in headings: titles in metadata and structured data keep the plain string.
 */
export function keepCompounds(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, `-${WORD_JOINER}`);
}
