import { methodNotAllowed } from '@/server/request';
import { handleCareerPost } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Job applications: multipart with name, email, message and the résumé file. */
export function POST(request: Request): Promise<Response> {
  return handleCareerPost(request);
}

/** Other methods get 405 with Allow (HEAD follows GET). */
export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
