import { createReadStream } from 'node:fs';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  UPLOAD_IMAGE_WIDTH,
  UPLOAD_MAX_BYTES,
  ZUploadLinkQuerySchema,
  ZUploadParamsSchema,
  ZUploadPurpose,
  ZUploadSchema,
} from '@app/contracts/uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  fieldError,
  ImageTooLargeError,
  readFileUpload,
  registerUploads,
} from '../../platform/files/image-uploads.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';
import { takesPdf } from './uploads.service.ts';

const tags = ['uploads'];
const PDF_TYPES: ReadonlySet<string> = new Set(['application/pdf']);

/** POST /Upload (a signed-in user's file for their application) and GET /Upload/{id} (its viewers). */
export async function registerUploadsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { uploads }: Pick<TServices, 'uploads'>,
): Promise<void> {
  await api.register(async (scope) => {
    await registerUploads(scope, UPLOAD_MAX_BYTES);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/Upload',
      {
        onRequest: ctx.authenticate(),
        // Each upload costs a re-encoding and disk space: at most 30 a minute per user.
        preHandler: scope.rateLimit({
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `upload:${request.user?.userId ?? request.ip}`,
        }),
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'A signed-in user uploads a file for their application',
          description:
            'multipart/form-data with field `purpose` (headshot, passbook, licenseFront, licenseBack, ' +
            'attachment) and one file in field `file`, at most 20 MB (refused while it streams in). ' +
            'Images (every purpose but attachment) must be JPG or PNG by their bytes, never by name; they ' +
            `are re-encoded as WebP at most ${UPLOAD_IMAGE_WIDTH} pixels wide without metadata (GPS, EXIF), ` +
            'and pictures of more than 50 million pixels are refused. Attachments must be PDF by their ' +
            'bytes. Answers the id (what the application keeps) and a signed link (data.url) valid for ' +
            '12 hours. Anything else is 400 naming the field; more than 30 a minute 429.',
          consumes: ['multipart/form-data'],
          response: envelopeResponses(ZUploadSchema, [400, 401, 429]),
        },
      },
      async (request) => {
        const user = requireUser(request);
        const purposeOf = (fields: Record<string, string>) => ZUploadPurpose.safeParse(fields.purpose).data;
        const upload = await readFileUpload(request, 'file', (fields) => {
          const purpose = purposeOf(fields);
          return purpose && takesPdf(purpose)
            ? { types: PDF_TYPES, invalid: 'validation.pdf_file' }
            : { types: ACCEPTED_IMAGE_TYPES, invalid: 'validation.image_file' };
        });
        const purpose = purposeOf(upload.fields);
        if (!purpose) throw fieldError('purpose', 'validation.upload_purpose');
        const stored = await uploads.store(user, purpose, upload.buffer, request.locale).catch((error) => {
          if (error instanceof ImageTooLargeError) throw fieldError('file', 'validation.image_dimensions');
          // Right first bytes, but not a readable picture.
          request.log.info({ err: error }, 'upload not readable');
          throw fieldError('file', 'validation.image_file');
        });
        return ok(stored, request.locale);
      },
    );
  });

  api.withTypeProvider<ZodTypeProvider>().get(
    '/Upload/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'An uploaded file, to its owner and to experts',
        description:
          'The file itself (image/webp or application/pdf, nosniff; PDFs as attachments). Opened with the ' +
          'signed link the server answered (expires and signature), or with a bearer token of the owner or ' +
          "of an expert. Another user's token is 403, no token and no valid link 401, an unknown id 404.",
        params: ZUploadParamsSchema,
        querystring: ZUploadLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!uploads.linkIsValid(id, expires, signature)) {
        await ctx.authenticate()(request, reply);
        const row = await uploads.find(id);
        if (!row) throw new AppError(ErrorCode.NotFound);
        if (!uploads.mayRead(requireUser(request), row)) throw new AppError(ErrorCode.Forbidden);
      }
      const row = await uploads.find(id);
      if (!row) throw new AppError(ErrorCode.NotFound);
      const isPdf = row.contentType === 'application/pdf';
      return (
        reply
          .header('Content-Type', row.contentType)
          .header('Content-Length', String(row.byteSize))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header(
            'Content-Disposition',
            `${isPdf ? 'attachment' : 'inline'}; filename="${row.id}.${isPdf ? 'pdf' : 'webp'}"`,
          )
          // Personal documents: kept by the viewer's browser only, and not for long.
          .header('Cache-Control', 'private, max-age=3600')
          .send(createReadStream(uploads.pathOf(row)))
      );
    },
  );
}
