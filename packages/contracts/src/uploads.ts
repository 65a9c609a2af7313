import { z } from 'zod';

/**
 * What an uploaded file is for (POST /api/{locale}/Upload, field `purpose`). Images are JPG or PNG;
 * attachments PDF (domain spec §5).
 */
export const uploadPurposes = ['headshot', 'passbook', 'licenseFront', 'licenseBack', 'attachment'] as const;
export const ZUploadPurpose = z.enum(uploadPurposes);
export type TUploadPurpose = z.infer<typeof ZUploadPurpose>;

/** Purposes whose file is a PDF; every other purpose takes a JPG or PNG image. */
export const pdfUploadPurposes: readonly TUploadPurpose[] = ['attachment'];

/** Domain spec §5: at most 20MB, checked while the body streams in. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Uploaded images are re-encoded for display at most this wide. */
export const UPLOAD_IMAGE_WIDTH = 1600;

/** An upload as stored: its id (what forms keep) and a link its viewers may open for a while. */
export const ZUploadSchema = z.object({
  id: z.uuid(),
  /** A signed link to GET /api/{locale}/Upload/{id}, valid for some hours (no token needed). */
  url: z.string(),
  purpose: ZUploadPurpose,
  contentType: z.enum(['image/webp', 'application/pdf']),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TUpload = z.infer<typeof ZUploadSchema>;

export const ZUploadParamsSchema = z.object({ id: z.uuid() });
export const ZUploadLinkQuerySchema = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(200).optional(),
});
