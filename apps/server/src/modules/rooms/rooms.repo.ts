import { and, asc, desc, eq, isNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roomAttendances, roomChatMessages } from '../../db/schema/rooms.ts';

export async function recordEntry(
  db: DbOrTx,
  entry: { courseId: string; userId: string; socketId: string; ip: string | null; enteredAt: Date },
): Promise<void> {
  await db.insert(roomAttendances).values(entry);
}

/** Closes the attendance row of this connection (once: a second departure changes nothing). */
export async function recordExit(
  db: DbOrTx,
  exit: { courseId: string; socketId: string; leftAt: Date },
): Promise<void> {
  await db
    .update(roomAttendances)
    .set({ leftAt: exit.leftAt })
    .where(
      and(
        eq(roomAttendances.courseId, exit.courseId),
        eq(roomAttendances.socketId, exit.socketId),
        isNull(roomAttendances.leftAt),
      ),
    );
}

/** When the user first entered the course's room, or null if never. */
export async function firstEntry(db: DbOrTx, courseId: string, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(roomAttendances.enteredAt) })
    .from(roomAttendances)
    .where(and(eq(roomAttendances.courseId, courseId), eq(roomAttendances.userId, userId)));
  return row?.first ?? null;
}

/** The address of the user's latest connection to the course's room, or null if none is known. */
export async function latestEntryAddress(
  db: DbOrTx,
  courseId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ ip: roomAttendances.ip })
    .from(roomAttendances)
    .where(and(eq(roomAttendances.courseId, courseId), eq(roomAttendances.userId, userId)))
    .orderBy(desc(roomAttendances.enteredAt))
    .limit(1);
  return row?.ip ?? null;
}

export async function addChatMessage(
  db: DbOrTx,
  message: { courseId: string; senderId: string; message: string; sentAt: Date },
): Promise<void> {
  await db.insert(roomChatMessages).values(message);
}

export async function listChatMessages(db: DbOrTx, courseId: string) {
  return db
    .select({
      senderId: roomChatMessages.senderId,
      message: roomChatMessages.message,
      sentAt: roomChatMessages.sentAt,
    })
    .from(roomChatMessages)
    .where(eq(roomChatMessages.courseId, courseId))
    .orderBy(asc(roomChatMessages.sentAt), asc(roomChatMessages.id));
}

/** Every connection of a course's room, whoever's, in the order they entered. */
export async function listAttendances(db: DbOrTx, courseId: string) {
  return db
    .select({
      userId: roomAttendances.userId,
      enteredAt: roomAttendances.enteredAt,
      leftAt: roomAttendances.leftAt,
    })
    .from(roomAttendances)
    .where(eq(roomAttendances.courseId, courseId))
    .orderBy(asc(roomAttendances.enteredAt));
}
