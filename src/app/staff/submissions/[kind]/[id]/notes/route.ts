import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionUpdate } from '@/server/staff/guard';
import { addNote } from '@/server/staff/submissions';

export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }): Promise<Response> {
  const update = await submissionUpdate(request, params);
  if (!update.ok) return update.response;
  const { context, kind, id, base, form } = update;
  const result = await addNote(context.connection, context.user, kind, id, form?.note ?? '');
  if (result === 'not-found') return notFoundResponse();
  return redirectResponse(result === 'ok' ? `${base}?saved=note` : `${base}?error=${result}`);
}
