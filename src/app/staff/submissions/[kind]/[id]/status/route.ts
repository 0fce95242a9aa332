import { redirectResponse } from '@/server/request';
import { notFoundResponse, submissionAction } from '@/server/staff/guard';
import { isStatus, setStatus } from '@/server/staff/records';

export const POST = submissionAction(async ({ connection, user, kind, id, form, page }) => {
  if (!form || !isStatus(form.status)) return redirectResponse(`${page}?error=invalid`);
  const result = await setStatus(connection, user, kind, id, form.status);
  return result === 'ok' ? redirectResponse(`${page}?saved=status`) : notFoundResponse();
});
