import type { TCandidateMessage, TJoinRoomData, TRoomRole } from '@app/contracts/room';

/**
 * Who does what in the room's video negotiation (domain spec §1, §7): the counselor offers and
 * the client answers. Plain decisions, kept apart from RTCPeerConnection so they can be tested.
 */

/** ICE restarts the counselor tries before reporting failure; checking again resets the count. */
export const MAX_ICE_RESTARTS = 5;

export type TJoinAction =
  /** Start over with a new peer connection and send an offer (counselor). */
  | 'offer'
  /** Drop the peer connection and wait for the counselor's offer (client). */
  | 'await-offer'
  | 'none';

/**
 * When a party enters (again), both start a fresh negotiation: the one who entered has a new
 * connection, and an old peer connection cannot take over a new one's keys.
 */
export function actionOnJoin(role: TRoomRole, data: TJoinRoomData): TJoinAction {
  const bothPresent = data.present.includes('client') && data.present.includes('counselor');
  if (role === 'counselor') return bothPresent ? 'offer' : 'none';
  return data.joined === 'counselor' || data.joined === 'client' ? 'await-offer' : 'none';
}

export type TIceAction = 'ice-restart' | 'give-up' | 'none';

/**
 * What the ICE state asks of this side, and the restart count after it. A lost relay path is
 * the counselor's to mend with an ICE-restart offer; the client waits for it.
 */
export function actionOnIceState(
  role: TRoomRole,
  state: RTCIceConnectionState,
  restarts: number,
): { action: TIceAction; restarts: number } {
  if (state === 'checking') return { action: 'none', restarts: 0 };
  if (role !== 'counselor' || (state !== 'disconnected' && state !== 'failed')) {
    return { action: 'none', restarts };
  }
  if (restarts >= MAX_ICE_RESTARTS) return { action: 'give-up', restarts };
  return { action: 'ice-restart', restarts: restarts + 1 };
}

/** An ICE candidate in the protocol's words: id is the sdpMid, label the sdpMLineIndex. */
export function candidateMessage(candidate: RTCIceCandidateInit): TCandidateMessage {
  return {
    type: 'candidate',
    id: candidate.sdpMid ?? null,
    label: candidate.sdpMLineIndex ?? null,
    candidate: candidate.candidate ?? '',
    usernameFragment: candidate.usernameFragment ?? null,
  };
}

/** The candidate to add, or null for an empty or 'complete' one, which ends gathering and is ignored. */
export function candidateToAdd(message: TCandidateMessage): RTCIceCandidateInit | null {
  const text = message.candidate.trim();
  if (text === '' || text === 'complete') return null;
  return {
    candidate: message.candidate,
    sdpMid: message.id,
    sdpMLineIndex: message.label,
    usernameFragment: message.usernameFragment ?? null,
  };
}
