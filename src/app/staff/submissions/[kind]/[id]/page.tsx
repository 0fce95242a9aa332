import { notFound } from 'next/navigation';
import { can } from '@/server/auth';
import { staffPage } from '@/server/staff/guard';
import { NOTE_MAX_LENGTH, STATUSES, STATUS_LABELS, getSubmission, isKind, recordView } from '@/server/staff/records';
import { Inert } from '../../../_components/inert';
import { StaffShell } from '../../../_components/shell';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-border py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 sm:mt-0">{children}</dd>
    </div>
  );
}

const saved: Record<string, string> = { status: 'Status saved.', note: 'Note added.' };
const problems: Record<string, string> = { empty: 'Write a note first.', 'too-long': `A note has at most ${NOTE_MAX_LENGTH} characters.`, invalid: 'Choose a status.' };

export default async function SubmissionPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { kind, id: rawId } = await params;
  const { connection, user } = await staffPage();
  if (!isKind(kind) || !/^\d{1,12}$/.test(rawId)) notFound();
  const submission = await getSubmission(connection, user.role, kind, Number(rawId));
  if (!submission) notFound();
  await recordView(connection, user, kind, submission.id);
  const query = await searchParams;
  const notice = typeof query.saved === 'string' ? saved[query.saved] : undefined;
  const problem = typeof query.error === 'string' ? problems[query.error] : undefined;
  const base = `/staff/submissions/${kind}/${submission.id}`;
  const title = kind === 'contact' ? `Contact message #${submission.id}` : `Job application #${submission.id}`;
  return (
    <StaffShell user={user} title={title}>
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-success px-4 py-2 text-sm font-semibold text-success">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-4 rounded-md border border-danger px-4 py-2 text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <dl className="min-w-0 border-b border-border" data-testid="submission-fields">
          {submission.reference ? (
            <Field label="Reference">
              <span className="font-mono" data-testid="reference">{submission.reference}</span>
            </Field>
          ) : null}
          <Field label="Received">{dateTime.format(submission.receivedAt)}</Field>
          {submission.kind === 'contact' ? (
            <>
              <Field label="First name"><Inert value={submission.firstName} /></Field>
              <Field label="Last name"><Inert value={submission.lastName} /></Field>
              <Field label="E-mail"><Inert value={submission.email} /></Field>
              <Field label="Phone"><Inert value={submission.phone} /></Field>
              <Field label="Company"><Inert value={submission.company} /></Field>
              <Field label="Service"><Inert value={submission.service} /></Field>
              <Field label="Message"><Inert value={submission.message} multiline /></Field>
            </>
          ) : (
            <>
              <Field label="Name"><Inert value={submission.name} /></Field>
              <Field label="E-mail"><Inert value={submission.email} /></Field>
              <Field label="Message"><Inert value={submission.message} multiline /></Field>
              <Field label="Résumé">
                <Inert value={submission.resumeFileName} /> <span className="text-muted">({submission.resumeSize.toLocaleString('en-IN')} bytes)</span>
                {can(user.role, { action: 'download-resume' }) ? (
                  <div className="mt-2">
                    <a href={`${base}/resume`} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
                      Download résumé
                    </a>
                  </div>
                ) : null}
              </Field>
            </>
          )}
        </dl>

        <div className="space-y-8">
          <form method="post" action={`${base}/status`} className="rounded-lg border border-border bg-surface p-4">
            <label htmlFor="status" className="block text-sm font-semibold">
              Status
            </label>
            <div className="mt-2 flex gap-2">
              <select id="status" name="status" defaultValue={submission.status} className="flex-1 rounded-md border border-border bg-bg px-2 py-1.5">
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <button type="submit" className="rounded-md bg-brand px-3 py-1.5 font-semibold text-brand-fg hover:bg-brand-strong">
                Save status
              </button>
            </div>
          </form>

          <section aria-labelledby="notes-heading">
            <h2 id="notes-heading" className="text-lg font-bold">
              Internal notes
            </h2>
            {submission.notes.length === 0 ? <p className="mt-2 text-sm text-muted">No notes yet.</p> : null}
            <ol className="mt-2 space-y-3" data-testid="notes">
              {submission.notes.map((note) => (
                <li key={note.id} className="rounded-md border border-border p-3 text-sm">
                  <div className="text-muted">
                    <Inert value={note.authorName} /> · {dateTime.format(note.createdAt)}
                  </div>
                  <div className="mt-1">
                    <Inert value={note.body} multiline />
                  </div>
                </li>
              ))}
            </ol>
            <form method="post" action={`${base}/notes`} className="mt-3">
              <label htmlFor="note" className="block text-sm font-semibold">
                Add a note
              </label>
              <textarea id="note" name="note" rows={3} maxLength={NOTE_MAX_LENGTH} required className="mt-1 w-full rounded-md border border-border bg-bg px-2 py-1.5" />
              <button type="submit" className="mt-2 rounded-md border border-border px-3 py-1.5 font-semibold hover:bg-surface">
                Add note
              </button>
            </form>
          </section>
        </div>
      </div>
    </StaffShell>
  );
}
