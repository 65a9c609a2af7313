import type { TUpcomingCoursePage } from '@app/contracts/courses';
import type { DbOrTx } from '../../db/client.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import * as repo from './courses.repo.ts';

export type TCoursesService = ReturnType<typeof createCoursesService>;

/** Booked sessions between clients and counselors. */
export function createCoursesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
  now: () => Date;
}) {
  return {
    /** The party's courses still to come, soonest first; totalRecords is the reservation bell's count. */
    async listUpcoming(options: {
      party: repo.TCourseParty;
      userId: string;
      page: number;
      pageSize: number;
    }): Promise<TUpcomingCoursePage> {
      const { records, total } = await repo.listUpcoming(deps.db, {
        party: options.party,
        userId: options.userId,
        now: deps.now(),
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      const people = await deps.accounts.findUserSummaries(
        records.flatMap((course) => [course.counselorId, course.clientId]),
      );
      return {
        totalRecords: total,
        records: records.map((course) => {
          const counselor = people.get(course.counselorId);
          return {
            id: course.id,
            type: course.type,
            status: course.status,
            length: course.length,
            voiceOnly: course.voiceOnly,
            startTime: course.startsAt.toISOString(),
            endTime: course.endsAt.toISOString(),
            counselor: {
              id: course.counselorId,
              // Both parties always exist: the course's foreign keys see to it.
              fullName: counselor?.fullName ?? '',
              // Images have no id of their own until uploads exist; a null path shows the default picture.
              coverImage: { id: null, path: counselor?.coverImagePath ?? null },
            },
            client: { nickName: people.get(course.clientId)?.nickname ?? '' },
          };
        }),
      };
    },

    /** Booked courses starting in (after, until]: those whose parties are due a reminder. */
    listStartingBetween(options: { after: Date; until: Date }) {
      return repo.listStartingBetween(deps.db, options);
    },

    /** A course as the session room sees it, or null when there is none with this id. */
    findForRoom(courseId: string) {
      return repo.findForRoom(deps.db, courseId);
    },

    /** A party has entered the room: the course is under way. */
    markUnderProgress(courseId: string) {
      return repo.markUnderProgress(deps.db, courseId, deps.now());
    },

    /**
     * The counselor ends the session, irreversibly: the course becomes Completed with who and
     * when. False when it could not be (already ended, canceled, or not this counselor's).
     */
    complete(options: { courseId: string; counselorId: string }) {
      return repo.complete(deps.db, { ...options, now: deps.now() });
    },
  };
}
