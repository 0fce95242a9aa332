import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionAction } from '@/server/staff/guard';
import { addNote } from '@/server/staff/records';

export const POST = submissionAction(async ({ connection, user, kind, id, form, page }) => {
  const result = await addNote(connection, user, kind, id, form?.note ?? '');
  if (result === 'not-found') return notFoundResponse();
  return redirectResponse(result === 'ok' ? `${page}?saved=note` : `${page}?error=${result}`);
});
