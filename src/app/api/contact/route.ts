import { methodNotAllowed } from '@/server/request';
import { handleContactPost } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Contact messages: JSON from the form script, urlencoded or multipart from a native post. */
export function POST(request: Request): Promise<Response> {
  return handleContactPost(request);
}

/** Other methods get 405 with Allow (HEAD follows GET). */
export const GET = methodNotAllowed(['POST']);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
