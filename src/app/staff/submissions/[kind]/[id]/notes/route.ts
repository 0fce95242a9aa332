import { redirectResponse } from '@/server/request';
import { readSmallForm } from '@/server/staff/forms';
import { notFoundResponse, staffRequest } from '@/server/staff/guard';
import { addNote, isKind } from '@/server/staff/submissions';

export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }): Promise<Response> {
  const { kind, id } = await params;
  if (!isKind(kind) || !/^\d{1,12}$/.test(id)) return notFoundResponse();
  const gate = await staffRequest(request, { action: 'update', kind });
  if (!gate.ok) return gate.response;
  const form = await readSmallForm(request);
  const base = `/staff/submissions/${kind}/${id}`;
  const result = await addNote(gate.context.connection, gate.context.user, kind, Number(id), form?.note ?? '');
  if (result === 'not-found') return notFoundResponse();
  return redirectResponse(result === 'ok' ? `${base}?saved=note` : `${base}?error=${result}`);
}
