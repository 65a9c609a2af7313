import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  KickReason,
  ROOM_CHAT_MAX_TEXT_CHARS,
  ROOM_HUB_PATH,
  ROOM_MAX_FRAME_BYTES,
  ROOM_PING_INTERVAL_MS,
  ROOM_PING_TIMEOUT_MS,
  ROOM_DROP_THRESHOLD_MS,
  RoomProgress,
  RoomRole,
  RoomWord,
  ZRoomChatInputSchema,
  ZRoomHandshakeQuerySchema,
  ZRoomMessageSchema,
  type TKickReason,
  type TRoomAck,
  type TRoomClientEvents,
  type TRoomError,
  type TRoomRole,
  type TRoomServerEvents,
} from '@app/contracts/room';
import { Server, type Socket } from 'socket.io';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TAccessTokens } from '../../platform/auth/access-token.ts';
import type { TSessionChecker } from '../../platform/auth/authenticate.ts';
import { useRedisAdapter } from '../../platform/realtime/redis-adapter.ts';
import { createMessageBudget } from './message-budget.ts';
import type { TRoomSeat, TRoomsService } from './rooms.service.ts';

export type TRoomHub = {
  /** Serves the room server on the app's HTTP server. */
  attach(server: HttpServer): void;
  /** Drops every socket of this instance, so that the HTTP server can stop. */
  disconnectAll(): void;
  close(): Promise<void>;
};

/** Shared with other instances through the adapter: who a socket is, nothing more. */
type TSocketData = { userId?: string; role?: TRoomRole };
type TRoomSocket = Socket<TRoomClientEvents, TRoomServerEvents, Record<string, never>, TSocketData>;
type TLogger = { error(object: object, message: string): void };

const roomOfCourse = (courseId: string) => `course:${courseId}`;
/** The clock is sent on entry and then every minute; the page counts down in between. */
const CLOCK_INTERVAL_MS = 60_000;
/** One negotiation sends a few dozen candidates at once; a person types far slower. */
const MESSAGE_BURST = 60;
const MESSAGES_PER_SECOND = 20;
/** At most one `error` event a second, so a flood is not answered by a flood. */
const ERROR_INTERVAL_MS = 1000;

/**
 * The session room server (domain spec §7): socket.io at /roomHub on the site's origin. A socket
 * is admitted after its handshake (token, course, window) and sent away with `kick_by_server`
 * and a reason otherwise. Offers, answers, candidates and the plain words are relayed to the
 * other party only; the counselor's `completecourse` ends the session. With a Redis URL the two
 * parties may be connected to different instances.
 */
export async function createRoomHub(options: {
  redisUrl: string | undefined;
  /** The site's own origin and the configured ones; a handshake from any other is refused. */
  allowedOrigins: string[];
  corsOrigins: string[];
  rooms: TRoomsService;
  accessTokens: TAccessTokens;
  isSessionActive: TSessionChecker;
  /** The client address of a handshake, by the proxy rule HTTP requests follow. */
  addressOf: (request: IncomingMessage) => string | null;
  now: () => Date;
  logger: TLogger;
  /** How long a party may be gone before the room reports them dropped (tests shorten it). */
  dropThresholdMs?: number;
}): Promise<TRoomHub> {
  const allowedOrigins = new Set(options.allowedOrigins);
  const dropThresholdMs = options.dropThresholdMs ?? ROOM_DROP_THRESHOLD_MS;
  /** The watches for dropped parties this instance started, stopped when it closes. */
  const dropWatches = new Set<NodeJS.Timeout>();
  /** Set once the instance shuts down: departures then are its own doing, and Redis may be gone. */
  let closing = false;
  const io = new Server<TRoomClientEvents, TRoomServerEvents, Record<string, never>, TSocketData>({
    path: ROOM_HUB_PATH,
    transports: ['websocket', 'polling'],
    pingInterval: ROOM_PING_INTERVAL_MS,
    pingTimeout: ROOM_PING_TIMEOUT_MS,
    // A bigger frame closes the connection before any of it is parsed.
    maxHttpBufferSize: ROOM_MAX_FRAME_BYTES,
    // Browsers send Origin with websockets too, and CORS does not guard those: check it here.
    // Native apps send none; their token is checked like everyone's.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || allowedOrigins.has(origin));
    },
    ...(options.corsOrigins.length ? { cors: { origin: options.corsOrigins, credentials: true } } : {}),
  });
  const closeRedis = options.redisUrl
    ? await useRedisAdapter(io, {
        redisUrl: options.redisUrl,
        key: 'socket.io-room',
        name: 'room hub',
        logger: options.logger,
      })
    : async () => {};

  async function userOfHandshake(socket: TRoomSocket): Promise<string | null> {
    const token = socket.handshake.query['access_token'];
    if (typeof token !== 'string' || !token) return null;
    const claims = await options.accessTokens.verify(token, options.now());
    return claims && (await options.isSessionActive(claims.sessionId)) ? claims.userId : null;
  }

  /** Whether any connection of the user is in the room, on any instance. */
  async function isPresent(room: string, userId: string): Promise<boolean> {
    return (await io.in(room).fetchSockets()).some((member) => member.data.userId === userId);
  }

  /**
   * A party's connection closed: if it was their last, the other party hears the connection was
   * lost, and once the party has stayed away past the threshold, that they dropped out (the
   * counselor may then extend the session or mark it interrupted).
   */
  async function reportDeparture(seat: TRoomSeat) {
    const room = roomOfCourse(seat.course.id);
    // Checked again after each wait: an instance shutting down sends nothing more.
    const stillAway = async () =>
      !closing &&
      !(await isPresent(room, seat.userId)) &&
      (await options.rooms.isOpen(seat.course.id)) &&
      !closing;
    if (!(await stillAway())) return;
    io.to(room).emit('progress', RoomProgress.OtherConnectionLost);
    const watch = setTimeout(() => {
      dropWatches.delete(watch);
      void (async () => {
        if (await stillAway()) io.to(room).emit('progress', RoomProgress.OtherDropped);
      })().catch((error: unknown) => {
        options.logger.error({ err: error, courseId: seat.course.id }, 'room hub: drop watch failed');
      });
    }, dropThresholdMs);
    dropWatches.add(watch);
  }

  function serve(socket: TRoomSocket) {
    let seat: TRoomSeat | null = null;
    let lastErrorAt = -Infinity;
    const timers: NodeJS.Timeout[] = [];
    const budget = createMessageBudget({ burst: MESSAGE_BURST, perSecond: MESSAGES_PER_SECOND });

    const kick = (reason: TKickReason) => {
      socket.emit('kick_by_server', reason);
      socket.disconnect(true);
    };
    const refuse = (event: TRoomError['event'], errorCode: number, ack: unknown) => {
      if (typeof ack === 'function') (ack as TRoomAck)({ error_code: errorCode });
      const now = performance.now();
      if (now - lastErrorAt < ERROR_INTERVAL_MS) return;
      lastErrorAt = now;
      socket.emit('error', { error_code: errorCode, event });
    };
    const accepted = (ack: unknown) => {
      if (typeof ack === 'function') (ack as TRoomAck)({ error_code: ErrorCode.Success });
    };
    const failed = (what: string) => (error: unknown) => {
      options.logger.error({ err: error, socketId: socket.id }, `room hub: ${what} failed`);
    };

    /** Who asks, as the audit trail records it: the connection's id stands for the request id. */
    const actorOf = (current: TRoomSeat): TAuditActor => ({
      userId: current.userId,
      role: current.role === RoomRole.Counselor ? 'counselor' : 'client',
      ip: options.addressOf(socket.request),
      requestId: socket.id,
    });

    async function sendClock(current: TRoomSeat) {
      const clock = await options.rooms.clock(current);
      socket.emit('pptime', clock.remaining);
      if (clock.otherLate !== null) socket.emit('pplate', clock.otherLate);
    }

    async function admit() {
      const userId = await userOfHandshake(socket);
      if (!userId) return kick(KickReason.InvalidAccessToken);
      const query = ZRoomHandshakeQuerySchema.safeParse(socket.handshake.query);
      if (!query.success) return kick(KickReason.RoomIsFull);
      const admitted = await options.rooms.admit(userId, query.data.room_name);
      if ('refused' in admitted) return kick(admitted.refused);
      if (!socket.connected) return;

      const room = roomOfCourse(admitted.course.id);
      // A second tab or a reconnection of the same person: the newer connection wins, so a
      // connection lost without a goodbye never locks its owner out of the session.
      for (const other of await io.in(room).fetchSockets()) {
        if (other.data.userId !== userId || other.id === socket.id) continue;
        other.emit('kick_by_server', KickReason.AlreadyExistInRoom);
        other.disconnect(true);
      }
      seat = admitted;
      socket.data = { userId, role: admitted.role };
      await socket.join(room);
      const { returning } = await options.rooms.enter(
        admitted,
        { socketId: socket.id, ip: options.addressOf(socket.request) },
        actorOf(admitted),
      );
      if (!socket.connected) return options.rooms.leave(admitted, socket.id);

      const present = new Set<TRoomRole>();
      for (const member of await io.in(room).fetchSockets())
        if (member.data.role) present.add(member.data.role);
      io.to(room).emit(
        'join_room',
        {
          joined: admitted.role,
          present: [...present],
          course: options.rooms.roomCourse(admitted),
          chat: await options.rooms.chatHistory(admitted),
        },
        await options.rooms.remaining(admitted),
      );
      socket.emit('progress', RoomProgress.Entered);
      if (present.size > 1)
        socket.to(room).emit('progress', returning ? RoomProgress.OtherBack : RoomProgress.OtherEntered);
      else socket.emit('progress', RoomProgress.WaitingForOther);
      await sendClock(admitted);
      timers.push(setInterval(() => void sendClock(admitted).catch(failed('clock')), CLOCK_INTERVAL_MS));
      // The room closes at the end of length plus buffer.
      const closesIn = admitted.course.endsAt.getTime() - options.now().getTime();
      timers.push(setTimeout(() => kick(KickReason.RoomIsNotReady), closesIn));
    }

    async function onMessage(raw: unknown, ack: unknown) {
      if (!seat) return refuse('message', ErrorCode.Forbidden, ack);
      if (!budget.take()) return refuse('message', ErrorCode.RateLimited, ack);
      const parsed = ZRoomMessageSchema.safeParse(raw);
      if (!parsed.success) return refuse('message', ErrorCode.ValidationFailed, ack);
      const room = roomOfCourse(seat.course.id);
      if (parsed.data === RoomWord.CompleteCourse) {
        if (!(await options.rooms.complete(seat, actorOf(seat))))
          return refuse('message', ErrorCode.Forbidden, ack);
        // Acknowledged first: the counselor's page closes its socket when it hears the session ended.
        accepted(ack);
        io.to(room).emit('message', RoomWord.CompleteCourse);
        return;
      } else if (parsed.data === RoomWord.ExtendSession) {
        const extended = await options.rooms.extend(seat, actorOf(seat));
        if ('refused' in extended) return refuse('message', extended.refused, ack);
        accepted(ack);
        io.to(room).emit('progress', RoomProgress.SessionExtended);
        io.to(room).emit('pptime', extended.done.remaining);
        return;
      } else if (parsed.data === RoomWord.InterruptCourse) {
        const interrupted = await options.rooms.interrupt(seat, actorOf(seat));
        if ('refused' in interrupted) return refuse('message', interrupted.refused, ack);
        accepted(ack);
        io.to(room).emit('message', RoomWord.InterruptCourse);
        return;
      } else {
        socket.to(room).emit('message', parsed.data);
      }
      accepted(ack);
    }

    async function onChat(raw: unknown, ack: unknown) {
      if (!seat) return refuse('chat', ErrorCode.Forbidden, ack);
      if (!budget.take()) return refuse('chat', ErrorCode.RateLimited, ack);
      const parsed =
        typeof raw === 'string' && raw.length <= ROOM_CHAT_MAX_TEXT_CHARS ? parseJson(raw) : undefined;
      const input = ZRoomChatInputSchema.safeParse(parsed);
      if (!input.success) return refuse('chat', ErrorCode.ValidationFailed, ack);
      const line = await options.rooms.chat(seat, input.data.message);
      io.to(roomOfCourse(seat.course.id)).emit('chat', line);
      accepted(ack);
    }

    // Listeners are in place before admission finishes; until then every message is refused.
    socket.on('message', (raw, ack) => void onMessage(raw, ack).catch(failed('message')));
    socket.on('chat', (raw, ack) => void onChat(raw, ack).catch(failed('chat')));
    socket.on('disconnect', (reason) => {
      for (const timer of timers) clearTimeout(timer);
      if (!seat) return;
      const left = seat;
      void options.rooms
        .leave(left, socket.id)
        // Sent away by the server (a newer connection of theirs, the room closing): nothing was lost.
        .then(() => (reason.startsWith('server ') ? undefined : reportDeparture(left)))
        .catch(failed('leave'));
    });
    admit().catch((error: unknown) => {
      failed('admission')(error);
      socket.disconnect(true);
    });
  }

  return {
    attach(server) {
      io.on('connection', serve);
      io.attach(server);
    },
    disconnectAll() {
      closing = true;
      io.local.disconnectSockets(true);
    },
    async close() {
      closing = true;
      for (const watch of dropWatches) clearTimeout(watch);
      await io.close();
      await closeRedis();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
