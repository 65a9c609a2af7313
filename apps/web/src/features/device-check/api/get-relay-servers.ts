import type { TIceServer } from '@app/contracts/room';
import { api } from '../../../lib/api-client';

/** GET /IceServer: the STUN and TURN servers the session room uses, for a signed-in user. */
export function getRelayServers(): Promise<TIceServer[]> {
  return api.get<TIceServer[]>('/IceServer');
}
