import { z } from 'zod';
import { CourseLength, CourseType, type TCourseLength } from './enums.ts';

/**
 * The session room's real-time protocol (domain spec §7 "Session-room real-time protocol"): a
 * socket.io server on the site's origin. The handshake query carries `access_token` and
 * `room_name` (the course id).
 */
export const ROOM_HUB_PATH = '/roomHub';

/** The spec's socket timings (§9): ping every 60 s, 30 s to answer; emits give up after 30 s. */
export const ROOM_PING_INTERVAL_MS = 60_000;
export const ROOM_PING_TIMEOUT_MS = 30_000;
export const ROOM_EMIT_TIMEOUT_MS = 30_000;

/** The room opens this long before the course starts and closes at its end (length plus buffer). */
export const ROOM_OPENS_BEFORE_START_MS = 10 * 60_000;

/**
 * A party whose every connection has been gone this long has dropped out of the session: the
 * counselor is told and may extend the session by the time lost, or mark it interrupted. A
 * shorter gap (a page reload, a network switch) is a reconnection and costs nothing.
 */
export const ROOM_DROP_THRESHOLD_MS = 20_000;

/**
 * What the server's `progress` event reports (domain spec §7), as codes the page words in its own
 * language: the set-up of the room and the other party's presence.
 */
export const RoomProgress = {
  /** Sent to a connection once it is in the room. */
  Entered: 'entered',
  /** This party is alone in the room. */
  WaitingForOther: 'waiting_for_other',
  /** The other party entered for the first time. */
  OtherEntered: 'other_entered',
  /** The other party's last connection closed; they may be back in a moment. */
  OtherConnectionLost: 'other_connection_lost',
  /** The other party has been gone longer than ROOM_DROP_THRESHOLD_MS. */
  OtherDropped: 'other_dropped',
  /** The other party entered again after losing their connection. */
  OtherBack: 'other_back',
  /** The counselor extended the session by the time lost; a new pptime follows. */
  SessionExtended: 'session_extended',
} as const;
export type TRoomProgress = (typeof RoomProgress)[keyof typeof RoomProgress];

/** Why the server sends a socket away (`kick_by_server`, domain spec §4). */
export const KickReason = {
  InvalidAccessToken: 1,
  AlreadyExistInRoom: 2,
  RoomIsFull: 3,
  RoomIsNotReady: 4,
} as const;
export type TKickReason = (typeof KickReason)[keyof typeof KickReason];

/** Session UI event types (domain spec §4): what the room reports to its page. */
export const SessionUiEvent = {
  None: 0,
  PPTime: 1,
  PPLate: 2,
  Track: 3,
  SwitchVideo: 4,
  NoCamera: 5,
  CompleteCourse: 6,
  Chat: 7,
  RemoveTrack: 8,
  WebRtcState: 9,
} as const;
export type TSessionUiEvent = (typeof SessionUiEvent)[keyof typeof SessionUiEvent];

/**
 * Minutes of talking in each course length, before the buffer (domain spec §9: 50 + 10, 80 + 10,
 * 25 + 10, 20, custom 60). The remaining time counts down to the end of these; the room stays
 * open through the buffer.
 */
export const courseLengthSessionMinutes: Record<TCourseLength, number> = {
  [CourseLength.SixtyMinutes]: 50,
  [CourseLength.NinetyMinutes]: 80,
  [CourseLength.ThirtyMinutes]: 25,
  [CourseLength.TwentyMinutes]: 20,
  [CourseLength.Custom]: 60,
};

/** Largest frame the server accepts from a room socket; a bigger one closes the connection. */
export const ROOM_MAX_FRAME_BYTES = 64 * 1024;
/** An SDP of a few audio and video sections with their candidates stays well under this. */
const SDP_MAX_CHARS = 32 * 1024;
export const ROOM_CHAT_MAX_CHARS = 1000;

export const ZRoomHandshakeQuerySchema = z.object({
  access_token: z.string().min(1).max(4096),
  room_name: z.uuid(),
});

export const ZSessionDescriptionMessageSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(SDP_MAX_CHARS),
});
export type TSessionDescriptionMessage = z.infer<typeof ZSessionDescriptionMessageSchema>;

/**
 * An ICE candidate as the spec names its fields: id is the sdpMid, label the sdpMLineIndex. An
 * empty candidate marks the end of gathering; receivers ignore it.
 */
export const ZCandidateMessageSchema = z.object({
  type: z.literal('candidate'),
  id: z.string().max(64).nullable(),
  label: z.number().int().min(0).max(64).nullable(),
  candidate: z.string().max(1024),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type TCandidateMessage = z.infer<typeof ZCandidateMessageSchema>;

/** The sender turned its camera on or off. */
export const ZSwitchVideoMessageSchema = z.object({ type: z.literal('switch_video'), enabled: z.boolean() });
/** The sender's track was removed. */
export const ZRemoteTrackMessageSchema = z.object({ type: z.literal('remoteTrack') });

/**
 * The plain words of the protocol. From the counselor, `completecourse` ends the session,
 * `extendsession` extends it by the time lost to dropped connections (within the slot's buffer) and
 * `interruptcourse` ends a session that cannot continue; the server sends `completecourse` and
 * `interruptcourse` to both parties once done.
 */
export const RoomWord = {
  Hangup: 'hangup',
  CompleteCourse: 'completecourse',
  ExtendSession: 'extendsession',
  InterruptCourse: 'interruptcourse',
} as const;

/** What a party may send as `message`: relayed to the other party, or (completecourse) acted on. */
export const ZRoomMessageSchema = z.union([
  z.literal(RoomWord.Hangup),
  z.literal(RoomWord.CompleteCourse),
  z.literal(RoomWord.ExtendSession),
  z.literal(RoomWord.InterruptCourse),
  ZSessionDescriptionMessageSchema,
  ZCandidateMessageSchema,
  ZSwitchVideoMessageSchema,
  ZRemoteTrackMessageSchema,
]);
export type TRoomMessage = z.infer<typeof ZRoomMessageSchema>;

/** A party's chat line, sent as JSON text (`chat` event). */
export const ZRoomChatInputSchema = z.object({
  message: z.string().trim().min(1).max(ROOM_CHAT_MAX_CHARS),
});
export type TRoomChatInput = z.infer<typeof ZRoomChatInputSchema>;
/** JSON text longer than this is refused before it is parsed. */
export const ROOM_CHAT_MAX_TEXT_CHARS = 8 * 1024;

export const RoomRole = { Client: 'client', Counselor: 'counselor' } as const;
export type TRoomRole = (typeof RoomRole)[keyof typeof RoomRole];

/**
 * A chat line as both parties receive it (domain spec §3: user, owner, message, time). owner is
 * 0 for the client, the default, and 1 for the counselor.
 */
export const ZRoomChatMessageSchema = z.object({
  user: z.uuid(),
  owner: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  /** ISO 8601 (UTC). */
  time: z.iso.datetime(),
});
export type TRoomChatMessage = z.infer<typeof ZRoomChatMessageSchema>;

/** The course a room is for, as its parties see it. */
export const ZRoomCourseSchema = z.object({
  id: z.uuid(),
  type: z.enum(CourseType),
  length: z.enum(CourseLength),
  /** A voice course: audio only. */
  voiceOnly: z.boolean(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
});
export type TRoomCourse = z.infer<typeof ZRoomCourseSchema>;

/**
 * `join_room` data: who has just entered, who is in the room now, the course and the chat kept
 * for the session. Sent to both parties each time one enters (again).
 */
export const ZJoinRoomDataSchema = z.object({
  joined: z.enum(RoomRole),
  present: z.array(z.enum(RoomRole)),
  course: ZRoomCourseSchema,
  chat: z.array(ZRoomChatMessageSchema),
});
export type TJoinRoomData = z.infer<typeof ZJoinRoomDataSchema>;

/** What the server answers a refused message with (`error` event, and the ack when one is given). */
export type TRoomError = { error_code: number; event: 'message' | 'chat' };

/** Events the server emits to a room socket. */
export type TRoomServerEvents = {
  /** `seconds`: the talking time left (negative once it has run out). */
  join_room: (data: TJoinRoomData, seconds: number) => void;
  message: (message: TRoomMessage) => void;
  chat: (message: TRoomChatMessage) => void;
  kick_by_server: (reason: TKickReason) => void;
  /** Seconds of talking time left, sent on entry and every minute. */
  pptime: (seconds: number) => void;
  /** Seconds the other party is late: sent while they have not entered after the start. */
  pplate: (seconds: number) => void;
  progress: (code: TRoomProgress) => void;
  error: (error: TRoomError) => void;
};

/** Answers a sender when it asked for an acknowledgement. */
export type TRoomAck = (answer: { error_code: number }) => void;

/** Events a party emits. */
export type TRoomClientEvents = {
  message: (message: unknown, ack?: TRoomAck) => void;
  chat: (json: unknown, ack?: TRoomAck) => void;
};

/** GET /api/{locale}/IceServer: one STUN or TURN server (RTCIceServer). */
export const ZIceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type TIceServer = z.infer<typeof ZIceServerSchema>;
export const ZIceServerListSchema = z.array(ZIceServerSchema);

/** GET /api/{locale}/Client/GetSOSInfo: the course whose client the counselor needs to reach. */
export const ZSosInfoQuerySchema = z.object({ id: z.uuid() });

/**
 * The client's SOS info (domain spec §3: name, phone, ip), for the course's counselor during its
 * session only: the client's name (nickname), phone, the address of their latest connection to the
 * room (or of their latest sign-in before they entered), and their emergency contact. Any of them
 * is null when the client has not given it.
 */
export const ZSosInfoSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  ip: z.string().nullable(),
  emergencyContact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
});
export type TSosInfo = z.infer<typeof ZSosInfoSchema>;
