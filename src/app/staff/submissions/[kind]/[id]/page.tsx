import { notFound } from 'next/navigation';
import { can } from '@/server/auth';
import { staffPage } from '@/server/staff/guard';
import { NOTE_MAX_LENGTH, STATUSES, STATUS_LABELS, colleaguesFor, getSubmission, isKind, recordView } from '@/server/staff/records';
import { REPLY_MAX_LENGTH, threadOf, type ThreadEntry } from '@/server/enquiries/replies';
import { Inert } from '../../../_components/inert';
import { StaffShell } from '../../../_components/shell';
import { isLocale, LOCALE_INFO } from '@/lib/i18n';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-border py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 sm:mt-0">{children}</dd>
    </div>
  );
}

const saved: Record<string, string> = { status: 'Status saved.', note: 'Note added.', reply: 'Reply queued: it goes out with the next outbox round.', assign: 'Assignment saved.' };
const problems: Record<string, string> = {
  empty: 'Write the text first.',
  'too-long': `A note has at most ${NOTE_MAX_LENGTH} characters, a reply ${REPLY_MAX_LENGTH}.`,
  invalid: 'Choose a status.',
  'wrong-desk': 'Choose a colleague whose desk handles this submission.',
  'no-reference': 'This submission arrived before references existed: answer it from your mail program.',
  'no-email': 'No e-mail address was given: call the sender on the phone number shown.',
};

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  const when = dateTime.format(entry.at);
  const delivery = (delivered: boolean) => <span className="text-muted">{delivered ? 'delivered' : 'queued'}</span>;
  if (entry.type === 'ack') {
    return (
      <li className="rounded-md border border-border p-3 text-sm" data-entry="ack">
        <div className="text-muted">{when}</div>
        <div className="mt-1">Acknowledgement to the visitor · {delivery(entry.delivered)}</div>
      </li>
    );
  }
  if (entry.type === 'status') {
    return (
      <li className="px-3 text-sm text-muted" data-entry="status">
        {when} · <Inert value={entry.actor} /> set status: {entry.detail}
      </li>
    );
  }
  return (
    <li className="rounded-md border border-border p-3 text-sm" data-entry="reply">
      <div className="text-muted">
        Reply by <Inert value={entry.author} /> · {when} · {delivery(entry.delivered)}
      </div>
      <div className="mt-1">
        <Inert value={entry.body} multiline />
      </div>
    </li>
  );
}

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
  const thread = await threadOf(connection, kind, submission.id);
  const colleagues = await colleaguesFor(connection, kind, submission.kind === 'contact' ? submission.service : '');
  const query = await searchParams;
  const notice = typeof query.saved === 'string' ? saved[query.saved] : undefined;
  const problem = typeof query.error === 'string' ? problems[query.error] : undefined;
  const base = `/staff/submissions/${kind}/${submission.id}`;
  const title = { contact: 'Contact message', career: 'Job application', supply: 'Supply enquiry' }[kind] + ` #${submission.id}`;
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
          {/* The visitor wrote from a page in this language; the acknowledgement and the lines around a reply are in it. */}
          <Field label="Language">
            <span data-testid="submission-language">{LOCALE_INFO[isLocale(submission.locale) ? submission.locale : 'en'].english}</span>
          </Field>
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
          ) : submission.kind === 'supply' ? (
            <>
              <Field label="Name"><Inert value={submission.name} /></Field>
              <Field label="Phone">
                <a href={`tel:${submission.phone.replace(/\s/g, '')}`} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
                  <Inert value={submission.phone} />
                </a>
              </Field>
              <Field label="E-mail"><Inert value={submission.email} empty="(none given)" /></Field>
              <Field label="Village and taluka"><Inert value={submission.village} /></Field>
              <Field label="District"><Inert value={submission.district} /></Field>
              <Field label="Feedstock"><Inert value={submission.feedstock} /></Field>
              <Field label="Approximate tonnes">{submission.tonnes === null ? <span className="text-muted">—</span> : submission.tonnes.toLocaleString('en-IN')}</Field>
              <Field label="Month available"><Inert value={submission.month} /></Field>
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

          <form method="post" action={`${base}/assign`} className="rounded-lg border border-border bg-surface p-4">
            <label htmlFor="assignee" className="block text-sm font-semibold">
              Assigned to
            </label>
            <div className="mt-2 flex gap-2">
              <select id="assignee" name="assignee" defaultValue={submission.assignedTo ?? ''} className="min-w-0 flex-1 rounded-md border border-border bg-bg px-2 py-1.5">
                <option value="">Nobody</option>
                {colleagues.map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.name}
                    {colleague.id === user.id ? ' (me)' : ''}
                  </option>
                ))}
              </select>
              <button type="submit" className="rounded-md border border-border px-3 py-1.5 font-semibold hover:bg-bg">
                Assign
              </button>
            </div>
          </form>

          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="text-lg font-bold">
              Thread
            </h2>
            {thread.length === 0 ? <p className="mt-2 text-sm text-muted">No mail to the visitor yet.</p> : null}
            <ol className="mt-2 space-y-3" data-testid="thread">
              {thread.map((entry, index) => (
                <ThreadItem key={index} entry={entry} />
              ))}
            </ol>
            {submission.email ? (
              <form method="post" action={`${base}/reply`} className="mt-3">
                <label htmlFor="reply" className="block text-sm font-semibold">
                  Reply
                </label>
                <p id="reply-hint" className="text-sm text-muted">
                  Sent to the visitor from the site&rsquo;s address; their answer comes to you ({user.email}).
                </p>
                <textarea
                  id="reply"
                  name="reply"
                  rows={6}
                  maxLength={REPLY_MAX_LENGTH}
                  required
                  aria-describedby="reply-hint"
                  className="mt-1 w-full rounded-md border border-border bg-bg px-2 py-1.5"
                />
                <button type="submit" className="mt-2 rounded-md bg-brand px-3 py-1.5 font-semibold text-brand-fg hover:bg-brand-strong">
                  Send reply
                </button>
              </form>
            ) : (
              <p className="mt-3 text-sm text-muted" data-testid="no-email">
                {problems['no-email']}
              </p>
            )}
          </section>

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
