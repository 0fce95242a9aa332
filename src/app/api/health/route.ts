import { healthResponse } from '@/server/health';
import { methodNotAllowed } from '@/server/request';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return healthResponse();
}

/** Other methods get 405 with Allow. */
export const POST = methodNotAllowed(['GET', 'HEAD']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
