/**
 * A heading's text with every hyphenated compound ("Clean-Fuel", "Waste-to-CBG") and
 * range of figures ("10–30%") kept on one line. Browsers break after a hyphen-minus or an
 * en dash and no CSS
 * property turns that off; the non-breaking hyphen (U+2011) has no glyph in the
 * brand typeface, and an invisible joiner would change the heading's text for
 * search, copy and assistive technology. A no-wrap span changes only the layout.
 */
export function KeepCompounds({ text }: { text: string }) {
  // split() with a capture group: odd entries are the compounds.
  const parts = text.split(/(\S*[\p{L}\p{N}][-–][\p{L}\p{N}]\S*)/u);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
