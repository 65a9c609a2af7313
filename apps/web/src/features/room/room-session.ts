import {
  ROOM_EMIT_TIMEOUT_MS,
  ROOM_HUB_PATH,
  RoomProgress,
  RoomWord,
  type TJoinRoomData,
  type TKickReason,
  type TRoomChatMessage,
  type TRoomClientEvents,
  type TRoomCourse,
  type TRoomMessage,
  type TRoomProgress,
  type TRoomRole,
  type TRoomServerEvents,
} from '@app/contracts/room';
import { io, type Socket } from 'socket.io-client';
import { logger } from '../../lib/logger';
import { getIceServers } from './api/get-ice-servers';
import { openLocalMedia, supportsWebRtc, type TMediaProblem } from './media';
import { actionOnIceState, actionOnJoin, candidateMessage, candidateToAdd } from './negotiation';
import { statusOfConnectionState, statusOfIceState, type TRoomStatus } from './room-status';

export type TRoomPhase =
  | 'entering'
  | 'in-room'
  | 'unsupported'
  | 'kicked'
  /** This side hung up: media stopped, connection closed. */
  | 'hung-up'
  /** The counselor ended the session. */
  | 'completed'
  /** The counselor marked the session interrupted: it cannot continue. */
  | 'interrupted';

export type TRoomState = {
  phase: TRoomPhase;
  status: TRoomStatus | null;
  kickReason: TKickReason | null;
  /** When the server sent this side away (ms since epoch). */
  kickedAt: number | null;
  course: TRoomCourse | null;
  present: TRoomRole[];
  /** Talking time left when last told, and when (ms since epoch): the page counts down from it. */
  remaining: { seconds: number; at: number } | null;
  otherLateSeconds: number | null;
  chat: TRoomChatMessage[];
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  noCamera: boolean;
  mediaProblem: TMediaProblem | null;
  videoEnabled: boolean;
  remoteVideoEnabled: boolean;
  /** The real-time connection is up; while it is down it reconnects on its own. */
  socketConnected: boolean;
  /** What the server last reported of the set-up and the other party's presence. */
  progress: TRoomProgress | null;
  /** The other party has been away past the threshold during this visit: the counselor may act. */
  otherDropped: boolean;
};

const initialState: TRoomState = {
  phase: 'entering',
  status: null,
  kickReason: null,
  kickedAt: null,
  course: null,
  present: [],
  remaining: null,
  otherLateSeconds: null,
  chat: [],
  localStream: null,
  remoteStream: null,
  noCamera: false,
  mediaProblem: null,
  videoEnabled: true,
  remoteVideoEnabled: true,
  socketConnected: false,
  progress: null,
  otherDropped: false,
};

type TRoomSocket = Socket<TRoomServerEvents, TRoomClientEvents>;

/**
 * One person's side of a session room: the real-time socket, the local media and the peer
 * connection, with the state a page renders (subscribe / getSnapshot). Signalling is handled one
 * message at a time, in order, so an offer never overtakes the media it needs.
 */
export class RoomSession {
  private state: TRoomState = initialState;
  private readonly listeners = new Set<() => void>();
  private socket: TRoomSocket | null = null;
  /** Removes the page listeners of the current socket. */
  private stopListening: () => void = () => {};
  private peer: RTCPeerConnection | null = null;
  private tracksAttached = false;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private iceServers: RTCIceServer[] = [];
  private mediaOpened = false;
  private restarts = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Each start and finish begins a new run; work of an earlier run stops where it notices. */
  private run = 0;

  constructor(
    private readonly options: { courseId: string; role: TRoomRole; getToken: () => string | null },
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  /** Enters the room: relays first, then the socket; media opens once the course is known. */
  async start(): Promise<void> {
    if (!supportsWebRtc()) return this.set({ phase: 'unsupported' });
    const run = ++this.run;
    this.mediaOpened = false;
    this.set({ ...initialState, phase: 'entering' });
    this.iceServers = await getIceServers().catch((error: unknown) => {
      // Without relays the two browsers still meet on one network.
      logger.warn('room: relay servers unavailable', error);
      return [];
    });
    if (run === this.run) this.connect();
  }

  /** Hangs up: stops every track, tells the other party, closes the connection. */
  hangUp(): void {
    if (this.state.phase !== 'in-room' && this.state.phase !== 'entering') return;
    this.send(RoomWord.Hangup);
    this.finish('hung-up');
  }

  /** The counselor ends the session (irreversible); both sides finish when the server confirms. */
  async endSession(): Promise<boolean> {
    const ended = await this.emitWithAck('message', RoomWord.CompleteCourse);
    return ended || this.state.phase === 'completed';
  }

  /**
   * The counselor extends the session by the time lost to the other party's drop; the server
   * answers with the new remaining time. Answers the error code (0 when extended, null unsent).
   */
  extendSession(): Promise<number | null> {
    return this.emitForCode('message', RoomWord.ExtendSession);
  }

  /** The counselor marks the session interrupted (irreversible); both sides finish when told. */
  async interruptSession(): Promise<boolean> {
    const code = await this.emitForCode('message', RoomWord.InterruptCourse);
    return code === 0 || this.state.phase === 'interrupted';
  }

  sendChat(message: string): Promise<boolean> {
    return this.emitWithAck('chat', JSON.stringify({ message }));
  }

  /** Turns the camera on or off and tells the other party. */
  switchVideo(enabled: boolean): void {
    for (const track of this.state.localStream?.getVideoTracks() ?? []) track.enabled = enabled;
    this.set({ videoEnabled: enabled });
    this.send({ type: 'switch_video', enabled });
  }

  /** Leaving the page is hanging up; afterwards nothing of the session is left running. */
  destroy(): void {
    this.hangUp();
    this.finish(this.state.phase);
  }

  private set(change: Partial<TRoomState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Runs signalling work in arrival order. */
  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) => logger.warn('room: signalling failed', error));
  }

  private connect() {
    this.stopListening();
    const query = () => ({ access_token: this.options.getToken() ?? '', room_name: this.options.courseId });
    const socket: TRoomSocket = io({
      path: ROOM_HUB_PATH,
      transports: ['websocket', 'polling'],
      query: query(),
      // A dropped connection is retried soon and for as long as the page is open; attempts stay
      // a second apart at most, so a session is back within moments of the network.
      reconnectionDelay: 500,
      reconnectionDelayMax: 1000,
    });
    this.socket = socket;
    // The browser knows first when its network is back: try at once rather than at the next attempt.
    const retryNow = () => {
      if (this.socket === socket && !socket.connected) socket.connect();
    };
    window.addEventListener('online', retryNow);
    this.stopListening = () => window.removeEventListener('online', retryNow);
    // The access token is refreshed while the session runs: each attempt carries the current one.
    socket.io.on('reconnect_attempt', () => {
      socket.io.opts.query = query();
    });
    socket.on('connect', () => this.set({ socketConnected: true }));
    socket.on('disconnect', () => this.set({ socketConnected: false }));
    socket.on('kick_by_server', (reason) => {
      this.set({ kickReason: reason, kickedAt: Date.now() });
      this.finish('kicked');
    });
    socket.on('join_room', (data, seconds) => this.enqueue(() => this.onJoin(data, seconds)));
    socket.on('message', (message) => this.enqueue(() => this.onMessage(message)));
    socket.on('chat', (line) => this.set({ chat: [...this.state.chat, line] }));
    socket.on('pptime', (seconds) => this.set({ remaining: { seconds, at: Date.now() } }));
    socket.on('pplate', (seconds) => this.set({ otherLateSeconds: seconds }));
    socket.on('progress', (code) =>
      this.set({
        progress: code,
        ...(code === RoomProgress.OtherDropped ? { otherDropped: true } : {}),
      }),
    );
    socket.on('error', (error) => logger.warn('room: the server refused a message', error));
  }

  private async onJoin(data: TJoinRoomData, seconds: number) {
    this.set({
      phase: this.state.phase === 'entering' ? 'in-room' : this.state.phase,
      course: data.course,
      present: data.present,
      chat: data.chat,
      remaining: { seconds, at: Date.now() },
      otherLateSeconds: data.present.length > 1 ? null : this.state.otherLateSeconds,
      // The other party entered with a new page: its camera is on until it says otherwise.
      ...(data.joined !== this.options.role ? { remoteVideoEnabled: true } : {}),
    });
    // Whoever entered may not know this side's camera is off.
    if (data.present.length > 1 && !this.state.videoEnabled)
      this.send({ type: 'switch_video', enabled: false });
    if (!this.mediaOpened) {
      this.mediaOpened = true;
      const run = this.run;
      const media = await openLocalMedia(data.course.voiceOnly);
      if (run !== this.run || this.state.phase !== 'in-room') {
        for (const track of media.stream?.getTracks() ?? []) track.stop();
        return;
      }
      this.set({ localStream: media.stream, noCamera: media.noCamera, mediaProblem: media.problem });
    }
    const action = actionOnJoin(this.options.role, data);
    if (action === 'offer') {
      this.newPeer();
      await this.sendOffer(false);
    } else if (action === 'await-offer') {
      this.closePeer();
    }
  }

  private async onMessage(message: TRoomMessage) {
    if (message === RoomWord.Hangup) {
      this.closePeer();
      this.set({ remoteStream: null, status: 'connectionClosed' });
      return;
    }
    if (message === RoomWord.CompleteCourse) return this.finish('completed');
    if (message === RoomWord.InterruptCourse) return this.finish('interrupted');
    // Never relayed: the server acts on it.
    if (message === RoomWord.ExtendSession) return;
    switch (message.type) {
      case 'offer': {
        const peer = this.peer ?? this.newPeer();
        await peer.setRemoteDescription(message);
        this.attachTracks(peer);
        await this.flushCandidates(peer);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        this.send({ type: 'answer', sdp: answer.sdp ?? '' });
        return;
      }
      case 'answer': {
        const peer = this.peer;
        if (peer?.signalingState !== 'have-local-offer') return;
        await peer.setRemoteDescription(message);
        await this.flushCandidates(peer);
        return;
      }
      case 'candidate': {
        const candidate = candidateToAdd(message);
        if (!candidate) return;
        if (this.peer?.remoteDescription) await this.peer.addIceCandidate(candidate);
        else this.pendingCandidates.push(candidate);
        return;
      }
      case 'switch_video':
        this.set({ remoteVideoEnabled: message.enabled });
        return;
      case 'remoteTrack':
        this.set({ status: 'remoteStreamRemoved' });
        return;
    }
  }

  private newPeer(): RTCPeerConnection {
    this.closePeer();
    const peer = new RTCPeerConnection({ iceServers: this.iceServers });
    this.peer = peer;
    this.restarts = 0;
    this.set({ status: 'negotiationStarted', remoteStream: null });
    const current = () => this.peer === peer;
    peer.onicecandidate = (event) => {
      if (current() && event.candidate) this.send(candidateMessage(event.candidate.toJSON()));
    };
    peer.onicegatheringstatechange = () => {
      if (current() && peer.iceGatheringState === 'complete') this.set({ status: 'relayExchangeFinished' });
    };
    peer.oniceconnectionstatechange = () => {
      if (!current()) return;
      const status = statusOfIceState(peer.iceConnectionState);
      if (status) this.set({ status });
      const next = actionOnIceState(this.options.role, peer.iceConnectionState, this.restarts);
      this.restarts = next.restarts;
      if (next.action === 'ice-restart') this.enqueue(() => this.sendOffer(true));
      if (next.action === 'give-up') this.set({ status: 'failed' });
    };
    peer.onconnectionstatechange = () => {
      if (current()) this.set({ status: statusOfConnectionState(peer.connectionState) });
    };
    peer.ontrack = (event) => {
      if (!current()) return;
      const stream = event.streams[0] ?? this.state.remoteStream ?? new MediaStream();
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
      stream.onremovetrack = () => {
        if (current()) this.set({ status: 'remoteStreamRemoved' });
      };
      this.set({ remoteStream: stream, status: 'remoteStreamReceived' });
    };
    // The counselor offers: its tracks go in first, and it asks to receive what it cannot send.
    if (this.options.role === 'counselor') this.attachTracks(peer);
    return peer;
  }

  private attachTracks(peer: RTCPeerConnection) {
    if (this.tracksAttached) return;
    this.tracksAttached = true;
    const stream = this.state.localStream;
    const kinds = this.state.course?.voiceOnly ? ['audio'] : ['audio', 'video'];
    for (const kind of kinds) {
      const track = stream?.getTracks().find((candidate) => candidate.kind === kind);
      if (track && stream) peer.addTrack(track, stream);
      else if (this.options.role === 'counselor') peer.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  private async sendOffer(iceRestart: boolean) {
    const peer = this.peer;
    if (!peer || peer.signalingState === 'closed') return;
    const offer = await peer.createOffer({ iceRestart });
    await peer.setLocalDescription(offer);
    this.send({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async flushCandidates(peer: RTCPeerConnection) {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) await peer.addIceCandidate(candidate);
  }

  private closePeer() {
    const peer = this.peer;
    this.peer = null;
    this.tracksAttached = false;
    this.pendingCandidates = [];
    if (!peer) return;
    for (const receiver of peer.getReceivers()) receiver.track.stop();
    peer.close();
  }

  private finish(phase: TRoomPhase) {
    this.run += 1;
    for (const track of this.state.localStream?.getTracks() ?? []) track.stop();
    for (const track of this.state.remoteStream?.getTracks() ?? []) track.stop();
    this.closePeer();
    this.stopListening();
    this.socket?.disconnect();
    this.socket = null;
    this.set({
      phase,
      localStream: null,
      remoteStream: null,
      socketConnected: false,
      status: this.state.status === null ? null : 'connectionClosed',
    });
  }

  private send(message: TRoomMessage) {
    this.socket?.emit('message', message);
  }

  private async emitWithAck(event: 'message' | 'chat', payload: unknown): Promise<boolean> {
    return (await this.emitForCode(event, payload)) === 0;
  }

  /** The server's error_code for the emit, or null when it could not be sent or was not answered. */
  private async emitForCode(event: 'message' | 'chat', payload: unknown): Promise<number | null> {
    const socket = this.socket?.connected ? this.socket.timeout(ROOM_EMIT_TIMEOUT_MS) : null;
    if (!socket) return null;
    try {
      const answer =
        event === 'message'
          ? await socket.emitWithAck('message', payload)
          : await socket.emitWithAck('chat', payload);
      return answer.error_code;
    } catch (error) {
      logger.warn(`room: ${event} not acknowledged`, error);
      return null;
    }
  }
}
