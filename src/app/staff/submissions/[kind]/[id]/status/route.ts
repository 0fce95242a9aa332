import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionUpdate } from '@/server/staff/guard';
import { isStatus, setStatus } from '@/server/staff/submissions';

export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }): Promise<Response> {
  const update = await submissionUpdate(request, params);
  if (!update.ok) return update.response;
  const { context, kind, id, base, form } = update;
  if (!form || !isStatus(form.status)) return redirectResponse(`${base}?error=invalid`);
  const result = await setStatus(context.connection, context.user, kind, id, form.status);
  return result === 'ok' ? redirectResponse(`${base}?saved=status`) : notFoundResponse();
}
