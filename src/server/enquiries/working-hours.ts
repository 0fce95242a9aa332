import 'server-only';
import { workingClock } from '@/content/enquiry-mail';
import { publicHolidays } from '@/content/holidays';

/*
 * Working time as the promise to visitors counts it: Monday to Saturday, from
 * workingClock.opens to workingClock.closes India time (UTC+05:30 all year, no
 * daylight saving; src/content/enquiry-mail.ts), except the public holidays in
 * src/content/holidays.ts. An enquiry is overdue when it has had no reply for
 * workingClock.overdueAfterWorkingDays whole working days (each opens to closes) since it arrived.
 */

const clockMs = (hhmm: string) => (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))) * 60 * 1000;

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const OPENS_MS = clockMs(workingClock.opens);
const CLOSES_MS = clockMs(workingClock.closes);
/** Working hours in the promise: whole working days of opens-to-closes hours. */
const OVERDUE_WORKING_HOURS = (workingClock.overdueAfterWorkingDays * (CLOSES_MS - OPENS_MS)) / (60 * 60 * 1000);

const holidayDates = new Set(publicHolidays.map((holiday) => holiday.date));

/** The working interval [opens, closes) of the India-time day that starts at `dayStart` (UTC ms of 00:00 IST), or null. */
function workingInterval(dayStart: number, holidays: ReadonlySet<string>): [number, number] | null {
  const local = new Date(dayStart + IST_OFFSET_MS);
  if (local.getUTCDay() === 0) return null; // Sunday
  if (holidays.has(local.toISOString().slice(0, 10))) return null;
  return [dayStart + OPENS_MS, dayStart + CLOSES_MS];
}

/** 00:00 India time of the day containing `at`, as UTC ms. */
const dayStartOf = (at: number) => Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/**
 * The latest arrival time that has had `hours` working hours by `now`: whatever arrived at or before it is
 * overdue if still unanswered. Walks back from `now` through the working intervals.
 */
export function overdueCutoff(now: number, hours: number = OVERDUE_WORKING_HOURS, holidays: ReadonlySet<string> = holidayDates): number {
  let remaining = hours * 60 * 60 * 1000;
  let day = dayStartOf(now);
  // A year back at most: a few working days never need more, whatever the holidays.
  for (let i = 0; i < 366; i += 1, day -= DAY_MS) {
    const interval = workingInterval(day, holidays);
    if (!interval) continue;
    const end = Math.min(interval[1], now);
    if (end <= interval[0]) continue;
    const available = end - interval[0];
    if (available >= remaining) return end - remaining;
    remaining -= available;
  }
  return day;
}

/** Whether `at` falls on a working day (not Sunday, not a holiday), and that day's opening time. */
export function workingDay(at: number, holidays: ReadonlySet<string> = holidayDates): { working: boolean; opensAt: number; date: string } {
  const day = dayStartOf(at);
  return { working: workingInterval(day, holidays) !== null, opensAt: day + OPENS_MS, date: new Date(day + IST_OFFSET_MS).toISOString().slice(0, 10) };
}
