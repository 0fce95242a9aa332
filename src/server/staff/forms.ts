import 'server-only';
import { bodyTypeOf, declaredLength } from '../request';

/** Reads a small urlencoded or multipart form body (workspace forms), or null when it is not one or too big. */
export async function readSmallForm(request: Request, maxBytes = 64 * 1024): Promise<Record<string, string> | null> {
  const type = bodyTypeOf(request);
  if (type !== 'urlencoded' && type !== 'multipart') return null;
  const length = declaredLength(request);
  if (length !== null && length > maxBytes) return null;
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return null;
  }
  const values: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === 'string') values[key] = value.slice(0, maxBytes);
  return values;
}

/** A 303 to a workspace path that also sets or clears cookies. */
export function redirectWithCookies(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
