import { ErrorCode } from '@app/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Route hook of the development tools, which show other people's mail: only a peer on this
 * machine may use them. The socket's address decides, never X-Forwarded-For, which any client
 * can write and which TRUST_PROXY would believe.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) throw new AppError(ErrorCode.Forbidden);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || ipv4.startsWith('127.');
}
