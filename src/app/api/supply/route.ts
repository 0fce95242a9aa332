import { postOnly } from '@/server/request';
import { handleSupplyPost } from '@/server/intake';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Supply enquiries from /feedstock: JSON from the form script, urlencoded or multipart from a native post. */
export function POST(request: Request): Promise<Response> {
  return handleSupplyPost(request);
}

export const { GET, PUT, PATCH, DELETE } = postOnly;
