import { vi } from 'vitest';

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
 * Replaces fetch with canned replies keyed by "METHOD /path" (the path after /api/{locale}, query
 * included). Returns the calls made, so tests can check what was sent. Unknown calls answer 404.
 */
export function mockApi(
  replies: Record<string, TMockReply | ((call: TRecordedCall) => TMockReply)>,
): TRecordedCall[] {
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
          ? reply(call)
          : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
