import { notFoundResponse, staffRequest } from '@/server/staff/guard';
import { resumeForStaff } from '@/server/staff/records';

/** The stored résumé, always as a download with its stored type: never rendered inline, never sniffed. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }): Promise<Response> {
  const { kind, id } = await params;
  if (kind !== 'career' || !/^\d{1,12}$/.test(id)) return notFoundResponse();
  const gate = await staffRequest(request, { action: 'download-resume' });
  if (!gate.ok) return gate.response;
  const file = await resumeForStaff(gate.context.connection, gate.context.user, Number(id));
  if (!file) return notFoundResponse();
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
