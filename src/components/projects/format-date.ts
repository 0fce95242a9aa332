const fullDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2023-08-04" → "August 4, 2023"; "2025-12" → "December 2025". Parsed as UTC so the day never shifts. */
export function formatProjectDate(iso: string): string {
  const [year = 1970, month = 1, day] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return day ? fullDate.format(date) : monthYear.format(date);
}
