import { describe, expect, it } from 'vitest';
import { countedNoun, countInWords, countWords, formatDateLong, formatDateOrMonth, formatDateShort, formatReadTime, formatRfc822, parseIsoDate, readingMinutes } from './format';

describe('dates', () => {
  it('formats a date with a short month for lists', () => {
    expect(formatDateShort('2025-03-14')).toBe('Mar 14, 2025');
    expect(formatDateShort('2024-12-01')).toBe('Dec 1, 2024');
  });

  it('formats a date with a long month for a post', () => {
    expect(formatDateLong('2025-03-14')).toBe('March 14, 2025');
    expect(formatDateLong('2024-09-30')).toBe('September 30, 2024');
  });

  it('does not shift a calendar date with the time zone', () => {
    expect(formatDateLong('2025-01-01')).toBe('January 1, 2025');
    expect(formatDateShort('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('gives an RFC 822 date for RSS', () => {
    expect(formatRfc822('2025-03-14')).toBe('Fri, 14 Mar 2025 00:00:00 GMT');
  });

  it('rejects text that is not a date', () => {
    expect(() => parseIsoDate('next Tuesday')).toThrow(RangeError);
  });
});

describe('reading time', () => {
  it('counts words across texts and ignores extra white space', () => {
    expect(countWords('  nine liters\n of water ', '', 'per kilogram')).toBe(6);
    expect(countWords('   ')).toBe(0);
  });

  it('rounds minutes up at 200 words a minute', () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
    expect(readingMinutes(0)).toBe(1);
  });

  it('labels the read time', () => {
    expect(formatReadTime(6)).toBe('6 min read');
  });
});

describe('formatDateOrMonth', () => {
  it('shows a full date with its day and a month-precision date as month and year', () => {
    expect(formatDateOrMonth('2023-08-04')).toBe('August 4, 2023');
    expect(formatDateOrMonth('2025-12')).toBe('December 2025');
  });
});

describe('dates in Hindi and Marathi', () => {
  it('names the month in the page\'s language and keeps Western digits', () => {
    for (const lang of ['hi', 'mr'] as const) {
      for (const text of [formatDateShort('2025-03-14', lang), formatDateLong('2025-03-14', lang), formatDateOrMonth('2025-12', lang)]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
        expect(text).not.toMatch(/[A-Za-z\u0966-\u096F]/);
      }
      expect(formatDateLong('2025-03-14', lang)).toContain('14');
      expect(formatDateLong('2025-03-14', lang)).toContain('2025');
    }
    expect(formatDateLong('2025-03-14', 'hi')).not.toBe(formatDateLong('2025-03-14'));
  });
});

describe('countInWords and countedNoun', () => {
  it('writes counts up to twelve in words and larger ones in digits', () => {
    expect([0, 1, 7, 12, 13, 140].map(countInWords)).toEqual(['zero', 'one', 'seven', 'twelve', '13', '140']);
    expect(countedNoun(1, 'project', 'projects')).toBe('One project');
    expect(countedNoun(7, 'project', 'projects')).toBe('Seven projects');
  });
});
