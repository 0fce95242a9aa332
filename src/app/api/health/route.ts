import { healthResponse } from '@/server/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return healthResponse();
}
