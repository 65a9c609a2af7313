/**
 * What the room benchmark watches inside a page. Every function here runs in the browser (passed
 * to Playwright's addInitScript or evaluate), so each is self-contained. Times are wall-clock
 * milliseconds (performance.timeOrigin + performance.now()), comparable across pages and with
 * Date.now() in the benchmark, all on one machine.
 */

export type TPageProbe = {
  /** When this page first heard join_room listing both the client and the counselor. */
  bothPresentAt: number | null;
  /** When the remote video first had a decoded frame (videoWidth > 0). */
  firstRemoteFrameAt: number | null;
  /** Every peer connection the page made, in order. */
  peers: RTCPeerConnection[];
  /** Socket, join_room, peer and ICE events, for the breakdown of a recovery. */
  events: { at: number; what: string }[];
  /** Samples (every 50 ms) at which a live peer connection had decoded more video frames. */
  framesAt: number[];
};

declare global {
  interface Window {
    benchProbe?: TPageProbe;
  }
}

/**
 * Runs before the app's scripts: keeps the room's websocket frames and peer connections in view.
 * With `relayOnly`, the page's peer connections use only TURN relay candidates, as on a network
 * that lets media out through the relay only: then the relay path is the one a cut interrupts.
 */
export function instrumentRoomPage({ relayOnly }: { relayOnly: boolean }): void {
  const now = () => performance.timeOrigin + performance.now();
  const probe: TPageProbe = {
    bothPresentAt: null,
    firstRemoteFrameAt: null,
    peers: [],
    events: [],
    framesAt: [],
  };
  window.benchProbe = probe;

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      if (!String(args[0]).includes('/roomHub')) return;
      this.addEventListener('open', () => probe.events.push({ at: now(), what: 'socket open' }));
      this.addEventListener('close', () => probe.events.push({ at: now(), what: 'socket closed' }));
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        // socket.io's frames of events: 42["message",{"type":"offer",…}], 42["join_room",{…},seconds]
        const description = /^42\["message",\{"type":"(offer|answer)"/.exec(event.data)?.[1];
        if (description) probe.events.push({ at: now(), what: `${description} received` });
        if (!event.data.startsWith('42["join_room"')) return;
        const [, data] = JSON.parse(event.data.slice(2)) as [string, { present: string[] }];
        const both = data.present.includes('client') && data.present.includes('counselor');
        probe.events.push({ at: now(), what: both ? 'join_room, both present' : 'join_room, alone' });
        if (both) probe.bothPresentAt ??= now();
      });
    }
  };

  const mediaDevices = navigator.mediaDevices;
  const getUserMedia = mediaDevices.getUserMedia.bind(mediaDevices);
  mediaDevices.getUserMedia = async (constraints) => {
    probe.events.push({ at: now(), what: 'media asked' });
    const stream = await getUserMedia(constraints);
    probe.events.push({ at: now(), what: 'media opened' });
    return stream;
  };

  const NativePeerConnection = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePeerConnection {
    constructor(config?: RTCConfiguration) {
      super(relayOnly ? { ...config, iceTransportPolicy: 'relay' } : config);
      probe.peers.push(this);
      probe.events.push({ at: now(), what: 'peer created' });
      this.addEventListener('iceconnectionstatechange', () =>
        probe.events.push({ at: now(), what: `ice ${this.iceConnectionState}` }),
      );
      this.addEventListener('signalingstatechange', () =>
        probe.events.push({ at: now(), what: `signaling ${this.signalingState}` }),
      );
    }
  };

  const watchRemoteVideo = setInterval(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    if (!video || video.videoWidth === 0) return;
    probe.firstRemoteFrameAt = now();
    probe.events.push({ at: probe.firstRemoteFrameAt, what: 'remote frame' });
    clearInterval(watchRemoteVideo);
  }, 5);

  const framesSeen = new Map<RTCPeerConnection, number>();
  setInterval(() => {
    for (const peer of probe.peers) {
      if (peer.connectionState === 'closed') continue;
      void peer.getStats().then((report) => {
        let frames = 0;
        report.forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
          if (entry.type === 'inbound-rtp' && entry.kind === 'video') frames += entry.framesDecoded ?? 0;
        });
        const before = framesSeen.get(peer);
        if (before !== undefined && frames > before) probe.framesAt.push(now());
        framesSeen.set(peer, frames);
      });
    }
  }, 50);
}

/**
 * Two bare RTCPeerConnections on one page, each sending the same fake camera and microphone:
 * milliseconds from asking for the camera to a decoded frame on both video elements.
 */
export async function bareConnectionSetup(): Promise<number> {
  const started = performance.now();
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
  const [left, right] = [new RTCPeerConnection(), new RTCPeerConnection()] as const;
  const videos = [left, right].map((peer) => {
    const video = document.createElement('video');
    video.autoplay = true;
    video.muted = true;
    video.playsInline = true;
    document.body.append(video);
    peer.ontrack = (event) => {
      video.srcObject = event.streams[0] ?? null;
    };
    for (const track of stream.getTracks()) peer.addTrack(track, stream);
    return video;
  });
  left.onicecandidate = (event) => void (event.candidate && right.addIceCandidate(event.candidate));
  right.onicecandidate = (event) => void (event.candidate && left.addIceCandidate(event.candidate));
  await left.setLocalDescription(await left.createOffer());
  await right.setRemoteDescription(left.localDescription!);
  await right.setLocalDescription(await right.createAnswer());
  await left.setRemoteDescription(right.localDescription!);

  await new Promise<void>((resolve) => {
    const watch = setInterval(() => {
      if (videos.every((video) => video.videoWidth > 0)) {
        clearInterval(watch);
        resolve();
      }
    }, 5);
  });
  const elapsed = performance.now() - started;
  left.close();
  right.close();
  for (const track of stream.getTracks()) track.stop();
  for (const video of videos) video.remove();
  return elapsed;
}
