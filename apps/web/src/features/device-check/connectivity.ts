import { DeviceCheckOutcome, type TDeviceCheckOutcome } from '@app/contracts/device-check';
import type { TIceServer } from '@app/contracts/room';

/**
 * The connectivity part of the device check, done with the browser's own WebRTC:
 * - direct: two connections on this page reach each other by their own addresses, as two people
 *   on one network would;
 * - stun: the STUN servers tell this browser its public address (a server-reflexive candidate);
 * - turn: two connections that may use nothing but the relay (iceTransportPolicy 'relay') reach
 *   each other through it and pass a message, which proves the relay itself carries data.
 */

/** How long a part may take before it counts as failed: gathering through a firewall can be slow. */
export const CONNECTIVITY_TIMEOUT_MS = 15_000;

const stunOnly = (servers: readonly TIceServer[]) =>
  servers.flatMap((server) => server.urls.filter((url) => /^stuns?:/i.test(url)));

const turnOnly = (servers: readonly TIceServer[]): RTCIceServer[] =>
  servers
    .map((server) => ({ ...server, urls: server.urls.filter((url) => /^turns?:/i.test(url)) }))
    .filter((server) => server.urls.length > 0 && server.username && server.credential);

function withTimeout<T>(work: Promise<T>, fallback: T, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Connects two peer connections of this page to each other with the configuration given and
 * answers whether a message sent on a data channel arrives.
 */
async function loopback(configuration: RTCConfiguration, timeoutMs: number): Promise<boolean> {
  const sender = new RTCPeerConnection(configuration);
  const receiver = new RTCPeerConnection(configuration);
  const exchange = (from: RTCPeerConnection, to: RTCPeerConnection) => {
    from.onicecandidate = (event) => {
      if (event.candidate) void to.addIceCandidate(event.candidate).catch(() => undefined);
    };
  };
  exchange(sender, receiver);
  exchange(receiver, sender);
  const token = crypto.randomUUID();
  const arrived = new Promise<boolean>((resolve) => {
    receiver.ondatachannel = (event) => {
      event.channel.onmessage = (message) => resolve(message.data === token);
    };
    const failed = () => {
      if (sender.connectionState === 'failed' || receiver.connectionState === 'failed') resolve(false);
    };
    sender.onconnectionstatechange = failed;
    receiver.onconnectionstatechange = failed;
  });
  const channel = sender.createDataChannel('device-check');
  channel.onopen = () => channel.send(token);
  try {
    await sender.setLocalDescription(await sender.createOffer());
    await receiver.setRemoteDescription(sender.localDescription!);
    await receiver.setLocalDescription(await receiver.createAnswer());
    await sender.setRemoteDescription(receiver.localDescription!);
    return await withTimeout(arrived, false, timeoutMs);
  } catch {
    return false;
  } finally {
    sender.close();
    receiver.close();
  }
}

/**
 * Whether the STUN servers answer: gathering yields a server-reflexive candidate, or ends without
 * a candidate error. On a network without address translation the server reports the host's own
 * address, and the browser drops that candidate as a copy of the host one; an unreachable server
 * raises `icecandidateerror` instead.
 */
async function stunAnswers(urls: string[], timeoutMs: number): Promise<boolean> {
  const connection = new RTCPeerConnection({ iceServers: [{ urls }] });
  let unanswered = false;
  connection.onicecandidateerror = () => {
    unanswered = true;
  };
  const found = new Promise<boolean>((resolve) => {
    connection.onicecandidate = (event) => {
      if (!event.candidate) resolve(!unanswered);
      else if (event.candidate.type === 'srflx' || / typ srflx /.test(event.candidate.candidate))
        resolve(true);
    };
  });
  try {
    connection.createDataChannel('device-check');
    await connection.setLocalDescription(await connection.createOffer());
    return await withTimeout(found, false, timeoutMs);
  } catch {
    return false;
  } finally {
    connection.close();
  }
}

const outcome = (works: boolean): TDeviceCheckOutcome =>
  works ? DeviceCheckOutcome.Ok : DeviceCheckOutcome.Failed;

export function checkDirect(timeoutMs = CONNECTIVITY_TIMEOUT_MS): Promise<TDeviceCheckOutcome> {
  return loopback({ iceServers: [] }, timeoutMs).then(outcome);
}

/** servers null: not given to this visitor (not signed in). */
export async function checkStun(
  servers: readonly TIceServer[] | null,
  timeoutMs = CONNECTIVITY_TIMEOUT_MS,
): Promise<TDeviceCheckOutcome> {
  if (!servers) return DeviceCheckOutcome.Unavailable;
  const urls = stunOnly(servers);
  if (urls.length === 0) return DeviceCheckOutcome.NotConfigured;
  return outcome(await stunAnswers(urls, timeoutMs));
}

export async function checkTurn(
  servers: readonly TIceServer[] | null,
  timeoutMs = CONNECTIVITY_TIMEOUT_MS,
): Promise<TDeviceCheckOutcome> {
  if (!servers) return DeviceCheckOutcome.Unavailable;
  const relays = turnOnly(servers);
  if (relays.length === 0) return DeviceCheckOutcome.NotConfigured;
  return outcome(await loopback({ iceServers: relays, iceTransportPolicy: 'relay' }, timeoutMs));
}

/** Whether this browser has WebRTC at all; without it every connectivity part is unavailable. */
export function hasPeerConnection(): boolean {
  return typeof window !== 'undefined' && typeof window.RTCPeerConnection === 'function';
}
