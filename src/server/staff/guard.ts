import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { can, type Permission } from '../auth';
import { database, type Connection } from '../db';
import { env } from '../env';
import { isSameOrigin, redirectResponse } from '../request';
import { readSmallForm } from './forms';
import { currentStaff, type CurrentStaff } from './session';
import { isKind, type SubmissionKind } from './records';

/*
 * The one permission gate of the workspace. Every page and route handler
 * under /staff goes through `staffPage` or `staffRequest` (`enrolmentRequest` for the two-factor set-up): no session → the
 * sign-in page (pages) or 401/303 (handlers); a permission the role lacks →
 * 404, so a record's existence is never revealed to a role that may not see it.
 * State-changing handlers also refuse cross-origin posts here.
 */

export type StaffContext = { connection: Connection; user: CurrentStaff };

/** For Server Components: the signed-in staff member, or a redirect / 404. */
export async function staffPage(permission?: Permission, options: { allowUnenrolled?: boolean } = {}): Promise<StaffContext> {
  const connection = await database();
  const user = await currentStaff(connection, await headers());
  if (!user) redirect('/staff/sign-in');
  if (user.mustEnrolSecondFactor && !options.allowUnenrolled) redirect('/staff/two-factor');
  if (permission && !can(user.role, permission)) notFound();
  return { connection, user };
}

export type RequestGate = { ok: true; context: StaffContext } | { ok: false; response: Response };

const notFoundResponse = () =>
  new Response('Not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** For route handlers: checks origin (POST), session and permission. */
export async function staffRequest(request: Request, permission?: Permission): Promise<RequestGate> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request, env().SITE_URL, env().TRUST_PROXY)) {
    return { ok: false, response: new Response('Cross-origin request refused.\n', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } }) };
  }
  const connection = await database();
  const user = await currentStaff(connection, request.headers);
  if (!user) return { ok: false, response: request.method === 'GET' ? redirectResponse('/staff/sign-in') : new Response('Sign in first.\n', { status: 401 }) };
  if (user.mustEnrolSecondFactor) return { ok: false, response: redirectResponse('/staff/two-factor') };
  if (permission && !can(user.role, permission)) return { ok: false, response: notFoundResponse() };
  return { ok: true, context: { connection, user } };
}

export { notFoundResponse };

/**
 * For the handlers that turn on two-factor sign-in: a same-origin post from a signed-in staff
 * member, who may not have enrolled yet (that is what these handlers are for), with its small form.
 */
export async function enrolmentRequest(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; context: StaffContext; form: Record<string, string> | null } | { ok: false; response: Response }> {
  if (!isSameOrigin(request, env().SITE_URL, env().TRUST_PROXY)) return { ok: false, response: new Response('Cross-origin request refused.\n', { status: 403 }) };
  const connection = await database();
  const user = await currentStaff(connection, request.headers);
  if (!user) return { ok: false, response: redirectResponse('/staff/sign-in') };
  return { ok: true, context: { connection, user }, form: await readSmallForm(request, maxBytes) };
}

export type SubmissionActionInput = StaffContext & {
  kind: SubmissionKind;
  id: number;
  /** The posted form fields, or null when the body is not a small form. */
  form: Record<string, string> | null;
  /** The submission's page, where the handler sends the browser back. */
  page: string;
};

/**
 * A form posted to one submission (its status, a note): the route handler for
 * `/staff/submissions/[kind]/[id]/…`. A malformed kind or id, a cross-origin
 * post, no session or a role that may not update that kind all stop here
 * (404 for the last, like any record the role may not see); `handle` gets
 * the checked record address and the form. Whether the record exists is the
 * domain call's answer ('not-found').
 */
export function submissionAction(handle: (input: SubmissionActionInput) => Promise<Response>) {
  return async (request: Request, { params }: { params: Promise<{ kind: string; id: string }> }): Promise<Response> => {
    const { kind, id } = await params;
    if (!isKind(kind) || !/^\d{1,12}$/.test(id)) return notFoundResponse();
    const gate = await staffRequest(request, { action: 'update', kind });
    if (!gate.ok) return gate.response;
    const form = await readSmallForm(request);
    return handle({ ...gate.context, kind, id: Number(id), form, page: `/staff/submissions/${kind}/${id}` });
  };
}
