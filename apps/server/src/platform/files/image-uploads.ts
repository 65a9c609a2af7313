import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { TValidationMessageKey } from '@app/contracts/validation-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Domain spec §8: images are JPG or PNG, recognised by their first bytes (never by name or header). */
const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

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

/** The folder `<dataDir>/media/<mount>`, made when missing. */
export function createImageFolder(dataDir: string, mount: string): TImageFolder {
  const root = path.resolve(dataDir, 'media', mount);
  mkdirSync(root, { recursive: true });
  return {
    mount,
    root,
    async store(image, { maxWidth }) {
      // sharp keeps no metadata (EXIF, GPS) unless asked; rotate() applies the EXIF orientation first.
      const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
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

/**
 * The request's one image in field `field`: JPG or PNG by its bytes, at most the registered size.
 * Anything else is a validation failure naming the field, in the request's locale.
 */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(field, 'validation.image_file');
  let buffer: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || buffer !== null) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
    }
  } catch (error) {
    // Too large, too many parts, or a broken body: the file is refused.
    request.log.info({ err: error }, 'upload refused');
    throw fieldError(field, 'validation.image_file');
  }
  if (buffer === null) throw fieldError(field, 'validation.required');
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw fieldError(field, 'validation.image_file');
  return buffer;
}

/** A failure the error handler answers like a schema's: 400, the field and its localized message. */
export function fieldError(field: string, message: TValidationMessageKey): Error {
  return Object.assign(new Error(`${field}: ${message}`), {
    statusCode: 400,
    validation: [{ instancePath: `/${field}`, schemaPath: '', keyword: 'custom', params: {}, message }],
    validationContext: 'body',
  });
}
