import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TApiLocale } from '@app/contracts/locale';
import { Role } from '@app/contracts/enums';
import {
  pdfUploadPurposes,
  UPLOAD_IMAGE_WIDTH,
  type TUpload,
  type TUploadPurpose,
} from '@app/contracts/uploads';
import type { DbOrTx } from '../../db/client.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { encodeForDisplay } from '../../platform/files/image-uploads.ts';
import type { TPrivateFolder } from '../../platform/files/private-files.ts';
import * as repo from './uploads.repo.ts';

export type TUploadsService = ReturnType<typeof createUploadsService>;
export type { TUploadRow } from './uploads.repo.ts';

/** How long a signed link to an upload stays valid. */
export const UPLOAD_LINK_SECONDS = 12 * 60 * 60;

/** Whether `purpose` takes a PDF (otherwise a JPG or PNG image). */
export const takesPdf = (purpose: TUploadPurpose) => pdfUploadPurposes.includes(purpose);

/**
 * Files users upload for their application (headshot, passbook cover, licence images, PDFs). Each
 * is stored under a name the server made, outside every served folder; only its owner and experts
 * may read it, through GET /Upload/{id} with their token or with a signed link the server gave them.
 */
export function createUploadsService(deps: {
  db: DbOrTx;
  folder: TPrivateFolder;
  linkKey: string;
  now: () => Date;
}) {
  const sign = (id: string, expires: number) =>
    createHmac('sha256', deps.linkKey).update(`upload:${id}:${expires}`).digest('base64url');

  const linkFor = (id: string, locale: TApiLocale): string => {
    // Rounded to the hour, so that the same file keeps the same link for a while (browser caches).
    const hour = 3600;
    const expires = Math.ceil(deps.now().getTime() / 1000 / hour) * hour + UPLOAD_LINK_SECONDS;
    return `/api/${locale}/Upload/${id}?expires=${expires}&signature=${sign(id, expires)}`;
  };

  const describe = (row: repo.TUploadRow, locale: TApiLocale): TUpload => ({
    id: row.id,
    url: linkFor(row.id, locale),
    purpose: row.purpose,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
  });

  return {
    linkFor,
    describe,

    /**
     * Stores a checked file (its type already recognised by its bytes): an image re-encoded for
     * display without metadata, a PDF as sent. Throws ImageTooLargeError for a picture of too many
     * pixels, and sharp's error for one it cannot read.
     */
    async store(owner: TRequestUser, purpose: TUploadPurpose, file: Buffer, locale: TApiLocale) {
      let stored: { name: string; byteSize: number; width: number | null; height: number | null };
      if (takesPdf(purpose)) {
        stored = {
          name: await deps.folder.put(file, 'pdf'),
          byteSize: file.length,
          width: null,
          height: null,
        };
      } else {
        const { data, info } = await encodeForDisplay(file, { maxWidth: UPLOAD_IMAGE_WIDTH });
        stored = {
          name: await deps.folder.put(data, 'webp'),
          byteSize: data.length,
          width: info.width,
          height: info.height,
        };
      }
      const row = await repo.insertUpload(deps.db, {
        ownerId: owner.userId,
        purpose,
        contentType: takesPdf(purpose) ? 'application/pdf' : 'image/webp',
        storedName: stored.name,
        byteSize: stored.byteSize,
        width: stored.width,
        height: stored.height,
      });
      return describe(row, locale);
    },

    /** Whether the link's signature is the server's and it has not expired. */
    linkIsValid(id: string, expires: number | undefined, signature: string | undefined): boolean {
      if (expires === undefined || !signature) return false;
      if (expires * 1000 < deps.now().getTime()) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    find: (id: string) => repo.findUpload(deps.db, id),

    /** Owners see their files; experts see every applicant's. */
    mayRead(user: TRequestUser, row: repo.TUploadRow): boolean {
      return row.ownerId === user.userId || user.role === Role.Expert;
    },

    /** The file on disk of a stored upload. */
    pathOf(row: repo.TUploadRow): string {
      const file = deps.folder.pathOf(row.storedName);
      if (!file) throw new Error(`upload ${row.id} has an unexpected stored name`);
      return file;
    },

    /** The uploads among `ids` that `ownerId` made, by id. */
    async findOwned(ownerId: string, ids: string[]): Promise<Map<string, repo.TUploadRow>> {
      const rows = await repo.findOwnedUploads(deps.db, ownerId, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
