import { vi } from 'vitest';
import { z } from 'zod';
import { apiContract } from './api-contract';

export type TMockReply = { status: number; body: unknown };
export type TRecordedCall = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
};

/** The success envelope. */
export function ok(data: unknown = null): TMockReply {
  return { status: 200, body: { error_code: 0, message: '成功', data } };
}

/** A failure envelope with its HTTP status. */
export function fail(status: number, errorCode: number, message: string, data: unknown = null): TMockReply {
  return { status, body: { error_code: errorCode, message, data } };
}

/**
 * The reply itself, once a success envelope's data is checked against the endpoint's contract
 * (testing/api-contract.ts): a mock the server could not send fails the test, naming the fields.
 */
/** `GET /Counselor/3f2c…` → `GET /Counselor/{counselorId}`: the contract's name of a path with an id. */
function templateOf(endpoint: string): string {
  const template = Object.keys(apiContract).find((name) => {
    const pattern = name.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/{[^}]+}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(endpoint);
  });
  return template ?? endpoint;
}

function checked(key: string, reply: TMockReply): TMockReply {
  const body = reply.body as { error_code?: unknown; data?: unknown } | null;
  if (reply.status !== 200 || body?.error_code !== 0) return reply;
  const endpoint = key.split('?')[0] ?? key;
  const contract = apiContract[endpoint] ?? apiContract[templateOf(endpoint)];
  if (!contract) throw new Error(`mockApi: no contract for ${endpoint}; add it to testing/api-contract.ts`);
  const parsed = contract.safeParse(body.data);
  if (!parsed.success) {
    throw new Error(`mockApi: the reply to ${key} breaks its contract:\n${z.prettifyError(parsed.error)}`);
  }
  return reply;
}

/**
 * Replies computed per call are checked when called; the app may swallow what fetch throws, so
 * the mismatch is also logged, which fails the test (testing/setup-tests.ts).
 */
function checkedOnCall(key: string, reply: TMockReply): TMockReply {
  try {
    return checked(key, reply);
  } catch (error) {
    console.error(error);
    throw error;
  }
}

/**
 * Replaces fetch with canned replies keyed by "METHOD /path" (the path after /api/{locale}, query
 * included), each success checked against the API's contract. Returns the calls made, so tests
 * can check what was sent. Unknown calls answer 404.
 */
export function mockApi(
  replies: Record<string, TMockReply | ((call: TRecordedCall) => TMockReply)>,
): TRecordedCall[] {
  for (const [key, reply] of Object.entries(replies)) {
    if (typeof reply !== 'function') checked(key, reply);
  }
  const calls: TRecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const call: TRecordedCall = {
      method,
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const key = `${method} ${url.replace(/^\/api\/[a-z-]+/, '')}`;
    const reply = replies[key];
    const { status, body } =
      reply === undefined
        ? fail(404, 1003, `no mock for ${key}`)
        : typeof reply === 'function'
          ? checkedOnCall(key, reply(call))
          : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
