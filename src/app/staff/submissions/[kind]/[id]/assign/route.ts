import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionAction } from '@/server/staff/guard';
import { assign } from '@/server/staff/records';

export const POST = submissionAction(async ({ connection, user, kind, id, form, page }) => {
  const assignee = form?.assignee?.trim() ?? '';
  const result = await assign(connection, user, kind, id, assignee === '' ? null : assignee);
  if (result === 'not-found') return notFoundResponse();
  return redirectResponse(result === 'ok' ? `${page}?saved=assign` : `${page}?error=${result}`);
});
