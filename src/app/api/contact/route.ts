import { postOnly } from '@/server/request';
import { handleContactPost } from '@/server/intake';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Contact messages: JSON from the form script, urlencoded or multipart from a native post. */
export function POST(request: Request): Promise<Response> {
  return handleContactPost(request);
}

export const { GET, PUT, PATCH, DELETE } = postOnly;
