import { rangePieces } from './figure-range';

/** A text whose ranges of figures ("30-45 days") are set with an en dash and never broken across lines. */
export function RangeText({ text }: { text: string }) {
  return (
    <>
      {rangePieces(text).map((piece, i) =>
        piece.range ? (
          <span key={i} className="whitespace-nowrap">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
