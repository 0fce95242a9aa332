/**
 * The staff morning summary: the mail each staff member with open items gets once per working
 * day at 09:30 India time (src/server/enquiries/daily-summary.ts sends it), and the setting that
 * turns it off (the workspace's /staff/settings page). Staff-facing, English only.
 */
export const staffSummaryCopy = {
  subject: (date: string, open: number) => `Website enquiries for ${date}: ${open} open item${open === 1 ? '' : 's'}`,
  greeting: (name: string) => `Good morning ${name},`,
  intro: 'here is what waits for you in the staff workspace:',
  lines: {
    new: 'New, not yet picked up',
    overdue: 'Overdue (no reply within one working day)',
    mine: 'Assigned to you and still open',
  },
  turnOff: (link: string) => `You get this summary each working day at 09:30. Turn it off on your settings page: ${link}`,
  settings: {
    title: 'Settings',
    summaryHeading: 'Morning summary',
    summaryHelp:
      'One e-mail each working day (Monday to Saturday, not on public holidays) at 09:30 India time, with how many enquiries are new, overdue and assigned to you, when any are open.',
    on: 'The morning summary is on.',
    off: 'The morning summary is off.',
    turnOn: 'Turn it on',
    turnOff: 'Turn it off',
  },
} as const;
