/**
 * A figure list's phone layout (below 30rem), shared by the technology pages' figure rows
 * (tagged-figure-row.tsx) and the stat lists with notes (sections/stat-grid.tsx: its cards, and the
 * long reads' ruled rows, figure-row.tsx): one figure to a row, the number
 * in a column as wide as the widest number, its label (and tag) beside it, its note under both
 * across the row. Two columns of figures would leave each note a column of three words a line.
 * Ruled rows (not cards) also take `clear`: they stop short of the WhatsApp button
 * (--quick-action-clearance, globals.css), as such a list often ends a phone's first screen,
 * where the button is fixed.
 *
 * `list` goes on the <dl>, `item` on each figure's <div>, `note` on the note's <dd>. A figure with a
 * tag: `figure` on the number's <dd> (it spans the label's row and the tag's), `label` on the <dt>
 * and the tag's <dd>. Without: `labelAlone` on the <dt>, centred on the number.
 */
export const PHONE_ROWS = {
  list: 'max-[30rem]:grid-cols-[auto_1fr] max-[30rem]:gap-x-4',
  item: 'max-[30rem]:col-span-2 max-[30rem]:grid max-[30rem]:grid-cols-subgrid max-[30rem]:content-start',
  clear: 'max-[30rem]:pr-(--quick-action-clearance)',
  figure: 'max-[30rem]:row-span-2',
  label: 'max-[30rem]:col-start-2 max-[30rem]:mt-0 max-[30rem]:self-end',
  labelAlone: 'max-[30rem]:col-start-2 max-[30rem]:mt-0 max-[30rem]:self-center',
  note: 'max-[30rem]:col-span-2 max-[30rem]:mt-2',
} as const;
