import { z } from 'zod';

/** GET /api/{locale}/CounselorSchedule/IsSetSchedule?id= : the counselor's user id. */
export const ZIsSetScheduleQuerySchema = z.object({ id: z.uuid() });
export type TIsSetScheduleQuery = z.infer<typeof ZIsSetScheduleQuerySchema>;
