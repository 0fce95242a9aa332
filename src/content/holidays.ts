/**
 * Public holidays on which the office is closed: no working hours count on
 * these days when the workspace decides whether an enquiry is overdue
 * (src/server/enquiries/working-hours.ts). Dates are India time, `YYYY-MM-DD`.
 * The national and Maharashtra holidays that fall on a fixed date are listed;
 * add each year's festival holidays (Holi, Gudi Padwa, Ganesh Chaturthi,
 * Diwali …) from the state's gazette notification when it is published.
 */
export type Holiday = { date: string; name: string };

export const publicHolidays: Holiday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-08-15', name: 'Independence Day' },
  { date: '2026-10-02', name: 'Gandhi Jayanti' },
  { date: '2026-12-25', name: 'Christmas' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-05-01', name: 'Maharashtra Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Gandhi Jayanti' },
  { date: '2027-12-25', name: 'Christmas' },
];
