import { describe, expect, it } from 'vitest';
import { acknowledgementMail, mailWorkingHours, workingClock } from '@/content/enquiry-mail';
import { staffSummaryCopy } from '@/content/staff-summary';
import { english } from '@/content/i18n';
import { overdueCutoff, workingDay } from '@/server/enquiries/working-hours';

/** India time (UTC+05:30) on a given day and clock time, as UTC ms. */
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

describe('the working clock', () => {
  it('is the one the acknowledgement and the staff summary state in words', () => {
    const hours = english(mailWorkingHours).text;
    expect(hours).toContain(workingClock.opens);
    expect(hours).toContain(workingClock.closes);
    // Supply enquiries promise a call within two working days instead (a field officer phones the farmer).
    for (const kind of ['contact', 'career'] as const) {
      const promise = english(acknowledgementMail)[kind].paragraphs.join(' ');
      expect(promise, kind).toMatch(new RegExp(`\\b${workingClock.overdueAfterHours} working hours\\b`));
    }
    expect(staffSummaryCopy.lines.overdue).toContain(`${workingClock.overdueAfterHours} working hours`);
    expect(staffSummaryCopy.turnOff('x')).toContain(workingClock.opens);
    expect(staffSummaryCopy.settings.summaryHelp).toContain(workingClock.opens);
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
