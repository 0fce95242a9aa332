import { describe, expect, it } from 'vitest';
import { acknowledgementMail, mailWorkingHours, workingClock } from '@/content/enquiry-mail';
import { contactContent } from '@/content/contact';
import { staffSummaryCopy } from '@/content/staff-summary';
import { english } from '@/content/i18n';
import { overdueCutoff, workingDay } from '@/server/enquiries/working-hours';

/** India time (UTC+05:30) on a given day and clock time, as UTC ms. */
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

describe('the working clock', () => {
  it('is the one the acknowledgement and the staff summary state in words', () => {
    const days = workingClock.overdueAfterWorkingDays;
    const promised = days === 1 ? 'one working day' : `${days} working days`;
    const hours = english(mailWorkingHours).text;
    expect(hours).toContain(workingClock.opens);
    expect(hours).toContain(workingClock.closes);
    // Supply enquiries promise a call within two working days instead (a field officer phones the farmer).
    for (const kind of ['contact', 'career'] as const) {
      const promise = english(acknowledgementMail)[kind].paragraphs.join(' ');
      expect(promise, kind).toContain(`within ${promised}`);
    }
    expect(staffSummaryCopy.lines.overdue).toContain(`within ${promised}`);
    // The pages make the same promise in the same words.
    expect(english(contactContent).hero.subtitle).toContain(`within ${promised}`);
    expect(staffSummaryCopy.turnOff('x')).toContain(workingClock.opens);
    expect(staffSummaryCopy.settings.summaryHelp).toContain(workingClock.opens);
  });

  it('counts one working day as a whole day of working hours, across a Sunday', () => {
    const hours = workingClock.overdueAfterWorkingDays * ((Date.parse(`2030-01-01T${workingClock.closes}:00Z`) - Date.parse(`2030-01-01T${workingClock.opens}:00Z`)) / 3_600_000);
    // Saturday 2030-06-15 afternoon: the promise runs out at the same time on Monday.
    const saturday = ist('2030-06-15', '15:00');
    expect(overdueCutoff(ist('2030-06-17', '15:00'), hours, new Set())).toBe(saturday);
    expect(overdueCutoff(ist('2030-06-17', '15:00'))).toBe(saturday);
  });

  it('opens and closes at those times (a Monday that is no holiday)', () => {
    const monday = '2030-06-17';
    expect(workingDay(ist(monday, '12:00'))).toMatchObject({ working: true, opensAt: ist(monday, workingClock.opens), date: monday });
    // One working hour after opening, the cutoff for one working hour is the opening time itself.
    const opensPlusOneHour = ist(monday, workingClock.opens) + 60 * 60 * 1000;
    expect(overdueCutoff(opensPlusOneHour, 1, new Set())).toBe(ist(monday, workingClock.opens));
    // At closing time, an enquiry that came one working hour before closing has had its hour.
    expect(overdueCutoff(ist(monday, workingClock.closes), 1, new Set())).toBe(ist(monday, workingClock.closes) - 60 * 60 * 1000);
  });
});
