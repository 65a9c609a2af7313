import { api } from '../../../lib/api-client';

/** GET /CounselorSchedule/IsSetSchedule?id=: whether the counselor has set service times. */
export function getIsSetSchedule(counselorId: string): Promise<boolean> {
  return api.get<boolean>(`/CounselorSchedule/IsSetSchedule?id=${encodeURIComponent(counselorId)}`);
}
