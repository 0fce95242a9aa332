import { postOnly } from '@/server/request';
import { handleCareerPost } from '@/server/intake';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Job applications: multipart with name, email, message and the résumé file. */
export function POST(request: Request): Promise<Response> {
  return handleCareerPost(request);
}

export const { GET, PUT, PATCH, DELETE } = postOnly;
