import type { TIceServer } from '@app/contracts/room';
import { api } from '../../../lib/api-client';

/** The STUN/TURN servers for this user's peer connection; TURN credentials are time-limited. */
export function getIceServers(): Promise<TIceServer[]> {
  return api.get<TIceServer[]>('/IceServer');
}
