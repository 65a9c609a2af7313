/**
 * The room's status texts, in the spec's list and order (domain spec §7): each key is a text of
 * the `room` namespace under `status.`.
 */
export const roomStatuses = [
  'negotiationStarted',
  'relayExchangeFinished',
  'remoteStreamReceived',
  'remoteStreamRemoved',
  'connectionClosed',
  'relayChecking',
  'relayDisconnected',
  'connecting',
  'connected',
  'disconnected',
  'closed',
  'failed',
  'unknown',
] as const;
export type TRoomStatus = (typeof roomStatuses)[number];

/** The status of a peer connection's overall state. */
export function statusOfConnectionState(state: RTCPeerConnectionState): TRoomStatus {
  switch (state) {
    case 'connecting':
      return 'connecting';
    case 'connected':
      return 'connected';
    case 'disconnected':
      return 'disconnected';
    case 'closed':
      return 'closed';
    case 'failed':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** The status of the relay (ICE) state, for the states the spec names; others say nothing. */
export function statusOfIceState(state: RTCIceConnectionState): TRoomStatus | null {
  if (state === 'checking') return 'relayChecking';
  if (state === 'disconnected') return 'relayDisconnected';
  return null;
}
