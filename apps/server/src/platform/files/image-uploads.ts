import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TValidationMessageKey } from '@app/contracts/validation-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';

/** Domain spec §8: images are JPG or PNG, recognised by their first bytes (never by name or header). */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

export type TStoredImage = { path: string; width: number; height: number };

/** A folder of uploaded images served at `/media/<mount>/`, each under a random name. */
export type TImageFolder = {
  mount: string;
  root: string;
  /** Re-encodes `image` as WebP (at most `maxWidth` wide, no metadata) and stores it. */
  store(image: Buffer, options: { maxWidth: number }): Promise<TStoredImage>;
  /** Whether `publicPath` (as `store` answered it) names a file of this folder. */
  holds(publicPath: string): Promise<boolean>;
};

/** Decoding a picture of more pixels than this is refused before it starts (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Thrown when a picture has more pixels than MAX_IMAGE_PIXELS. */
export class ImageTooLargeError extends Error {}

/**
 * `image` re-encoded as WebP at most `maxWidth` wide, without metadata. Its declared size is read
 * from the header first: a picture of too many pixels is refused before it is decoded.
 */
export async function encodeForDisplay(
  image: Buffer,
  { maxWidth }: { maxWidth: number },
): Promise<{ data: Buffer; info: OutputInfo }> {
  // Only the header is read here (no limit yet, so the size can be told apart from an unreadable file).
  const { width = 0, height = 0 } = await sharp(image, { limitInputPixels: false }).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(`${width}x${height}`);
  // sharp keeps no metadata (EXIF, GPS) unless asked; rotate() applies the EXIF orientation first.
  return sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

/** The folder `<dataDir>/media/<mount>`, made when missing. */
export function createImageFolder(dataDir: string, mount: string): TImageFolder {
  const root = path.resolve(dataDir, 'media', mount);
  mkdirSync(root, { recursive: true });
  return {
    mount,
    root,
    async store(image, { maxWidth }) {
      const { data, info } = await encodeForDisplay(image, { maxWidth });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      // Written aside and renamed, so a half-written file is never served.
      const partial = path.join(root, `.${name}.partial`);
      await writeFile(partial, data, { mode: 0o644 });
      await rename(partial, path.join(root, name));
      return { path: `/media/${mount}/${name}`, width: info.width, height: info.height };
    },
    async holds(publicPath) {
      const prefix = `/media/${mount}/`;
      const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : '';
      // Stored names only: no folders, no hidden or partial files.
      if (!/^[a-f0-9]{32}\.webp$/u.test(name)) return false;
      return access(path.join(root, name)).then(
        () => true,
        () => false,
      );
    },
  };
}

/** Multipart bodies (one file, a few small fields) for the scope's upload routes. */
export async function registerUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
}

/** One uploaded file as read from a multipart body, with the body's small text fields. */
export type TFileUpload = { buffer: Buffer; mime: string; fields: Record<string, string> };

/**
 * The request's one file in field `field` and its text fields. The size limit is enforced while the
 * body streams in (registerUploads): a larger file is refused without being kept whole. The type is
 * recognised by the first bytes (never by name or header): one of `accepted`, or `invalid` naming
 * the field.
 */
export async function readFileUpload(
  request: FastifyRequest,
  field: string,
  accepted: (fields: Record<string, string>) => {
    types: ReadonlySet<string>;
    invalid: TValidationMessageKey;
  },
): Promise<TFileUpload> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) throw fieldError(field, accepted(fields).invalid);
  let buffer: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || buffer !== null) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
    }
  } catch (error) {
    // Too large, too many parts, or a broken body: the file is refused.
    request.log.info({ err: error }, 'upload refused');
    throw fieldError(field, accepted(fields).invalid);
  }
  const rule = accepted(fields);
  if (buffer === null || buffer.length === 0) throw fieldError(field, 'validation.required');
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !rule.types.has(type.mime)) throw fieldError(field, rule.invalid);
  return { buffer, mime: type.mime, fields };
}

/**
 * The request's one image in field `field`: JPG or PNG by its bytes, at most the registered size.
 * Anything else is a validation failure naming the field, in the request's locale.
 */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const upload = await readFileUpload(request, field, () => ({
    types: ACCEPTED_IMAGE_TYPES,
    invalid: 'validation.image_file',
  }));
  return upload.buffer;
}

/** A failure the error handler answers like a schema's: 400, the field and its localized message. */
export function fieldError(field: string, message: TValidationMessageKey): Error {
  return Object.assign(new Error(`${field}: ${message}`), {
    statusCode: 400,
    validation: [{ instancePath: `/${field}`, schemaPath: '', keyword: 'custom', params: {}, message }],
    validationContext: 'body',
  });
}
