import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TConfig } from '../../config/env.ts';

type TProxyTrust = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), in the form Fastify takes. A hop count
 * becomes a function: believe the nearest `hops` proxies.
 */
export function proxyTrust(setting: TConfig['TRUST_PROXY']): TProxyTrust {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The client address of a raw request by the rule Fastify applies to `request.ip`, for the
 * connections Fastify does not route (the room server's handshakes).
 */
export function clientAddressOf(request: IncomingMessage, trust: TProxyTrust): string | null {
  if (trust === false) return request.socket.remoteAddress ?? null;
  const trusted =
    trust === true ? () => true : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  const addresses = proxyAddr.all(request, trusted);
  return addresses[addresses.length - 1] ?? null;
}
