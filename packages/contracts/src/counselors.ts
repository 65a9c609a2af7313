import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';

/**
 * What anyone may read about a counselor (GET /api/{locale}/Counselor/List): their public profile
 * only. Contact details (e-mail, phone, address, Line ID) never leave the server this way.
 */
export const ZPublicCounselorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  coverImage: z.object({ path: z.string().nullable() }),
  aboutMe: z.string().nullable(),
  serviceLength: z.number().int().nullable(),
  customSpecialty: z.string().nullable(),
  counselorOrganization: z.string().nullable(),
});
export type TPublicCounselor = z.infer<typeof ZPublicCounselorSchema>;

/** GET /api/{locale}/Counselor/{counselorId}: one counselor of the directory. */
export const ZCounselorParamsSchema = z.object({ counselorId: z.uuid() });

export const ZCounselorListQuerySchema = ZPageQuerySchema;
export type TCounselorListQuery = z.input<typeof ZCounselorListQuerySchema>;

export const ZCounselorPageSchema = ZPageSchema(ZPublicCounselorSchema);
export type TCounselorPage = z.infer<typeof ZCounselorPageSchema>;
