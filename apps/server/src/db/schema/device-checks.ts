import type { TDeviceCheckOutcome } from '@app/contracts/device-check';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What a signed-in user's browser found on `/devicecheck`: each part's outcome, the browser, and
 * when (the server's clock). The counselor of a course sees the client's latest one.
 */
export const deviceChecks = pgTable(
  'device_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    camera: text('camera').$type<TDeviceCheckOutcome>().notNull(),
    microphone: text('microphone').$type<TDeviceCheckOutcome>().notNull(),
    speaker: text('speaker').$type<TDeviceCheckOutcome>().notNull(),
    direct: text('direct').$type<TDeviceCheckOutcome>().notNull(),
    stun: text('stun').$type<TDeviceCheckOutcome>().notNull(),
    turn: text('turn').$type<TDeviceCheckOutcome>().notNull(),
    /** A short summary of the User-Agent ("Chrome 131 · Windows"), not the whole header. */
    browser: text('browser').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('device_checks_user_checked_idx').on(table.userId, table.checkedAt)],
);
