import { sendReply } from '@/server/enquiries/replies';
import { kickOutboxWorker } from '@/server/outbox';
import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionAction } from '@/server/staff/guard';

export const POST = submissionAction(async ({ connection, user, kind, id, form, page }) => {
  const result = await sendReply(connection, user, kind, id, form?.reply ?? '');
  if (result === 'not-found') return notFoundResponse();
  if (result === 'ok') kickOutboxWorker();
  return redirectResponse(result === 'ok' ? `${page}?saved=reply` : `${page}?error=${result}`);
});
