import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './courses.ts';

/**
 * Each time a party entered a course's room and when that connection left: the session clock,
 * lateness and (later) the no-show rule read first entries from here. A row whose left_at is
 * null is a connection still open, or one lost with its server.
 */
export const roomAttendances = pgTable(
  'room_attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The socket.io id of the connection, so its departure closes this row and no other. */
    socketId: text('socket_id').notNull(),
    /**
     * The client address of the connection (behind trusted proxies, the forwarded one, as for
     * HTTP requests): the counselor sees the client's latest one through the SOS procedure.
     */
    ip: text('ip'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [index('room_attendances_course_user_idx').on(table.courseId, table.userId, table.enteredAt)],
);

/** The chat of a session, kept so that a party who reconnects sees what was said. */
export const roomChatMessages = pgTable(
  'room_chat_messages',
  {
    /** In the order the server took the lines, which two lines of one instant keep too. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('room_chat_messages_course_idx').on(table.courseId, table.sentAt)],
);
