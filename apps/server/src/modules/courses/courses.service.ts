import type { TUpcomingCoursePage } from '@app/contracts/courses';
import type { Db } from '../../db/client.ts';
import * as repo from './courses.repo.ts';

export type TCoursesService = ReturnType<typeof createCoursesService>;

/** Booked sessions between clients and counselors. */
export function createCoursesService(deps: { db: Db; now: () => Date }) {
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
      return {
        totalRecords: total,
        records: records.map((course) => ({
          id: course.id,
          type: course.type,
          status: course.status,
          length: course.length,
          startTime: course.startsAt.toISOString(),
          endTime: course.endsAt.toISOString(),
          counselor: {
            id: course.counselorId,
            fullName: course.counselorFullName,
            // Images have no id of their own until uploads exist; a null path shows the default picture.
            coverImage: { id: null, path: course.counselorCoverImagePath },
          },
          client: { nickName: course.clientNickname },
        })),
      };
    },
  };
}
