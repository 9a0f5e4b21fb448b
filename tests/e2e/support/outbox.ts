// The mail the server under test queued, read through the admin API: one administrator's API
// session per worker (signed up through the API, granted with the admin CLI) and the outbox
// rows to one address. Specs that follow a mailed link (confirmations, manage links) use it.
import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { adminCli, signUpByApi, uniqueEmail } from './accounts.ts';

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string }[];
}

/** An administrator's API session (signed up through the API, granted with the admin CLI). */
async function adminApiSession(baseURL: string) {
  const request = await apiRequest.newContext({ baseURL });
  const email = uniqueEmail('journeys-admin');
  await signUpByApi(request, baseURL, { email, fullName: 'Journeys Admin' });
  adminCli('grant', email);
  return request;
}

let sharedAdmin: Promise<APIRequestContext> | null = null;

/**
 * One administrator per worker: sign-ups are rate-limited per address (10 in 10 minutes,
 * server/auth.ts), and the whole browser suite shares one server.
 */
export function adminFor(baseURL: string): Promise<APIRequestContext> {
  sharedAdmin ??= adminApiSession(baseURL).catch((error: unknown) => {
    sharedAdmin = null;
    throw error;
  });
  return sharedAdmin;
}

export async function outboxFor(admin: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await admin.get('/api/admin/outbox', { params: { to } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}
