import { staffSummaryCopy } from '@/content/staff-summary';
import { summaryEnabled } from '@/server/enquiries/daily-summary';
import { staffPage } from '@/server/staff/guard';
import { StaffShell } from '../_components/shell';

/** The signed-in staff member's own settings: the morning summary mail. */
export default async function SettingsPage() {
  const { connection, user } = await staffPage();
  const copy = staffSummaryCopy.settings;
  const enabled = await summaryEnabled(connection, user.id);
  return (
    <StaffShell user={user} title={copy.title}>
      <section aria-labelledby="summary-heading" className="max-w-prose">
        <h2 id="summary-heading" className="text-lg font-semibold">
          {copy.summaryHeading}
        </h2>
        <p className="mt-2 text-sm">{copy.summaryHelp}</p>
        <form method="post" action="/staff/settings/summary" className="mt-4 flex flex-wrap items-center gap-3">
          <p role="status" className="font-semibold">
            {enabled ? copy.on : copy.off}
          </p>
          <input type="hidden" name="summary" value={enabled ? 'off' : 'on'} />
          <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:bg-brand-strong">
            {enabled ? copy.turnOff : copy.turnOn}
          </button>
        </form>
      </section>
    </StaffShell>
  );
}
