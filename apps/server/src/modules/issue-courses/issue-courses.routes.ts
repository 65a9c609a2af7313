import { IssueCourseApproveStatus } from '@app/contracts/enums';
import {
  COVER_IMAGE_WIDTH,
  IMAGE_UPLOAD_MAX_BYTES,
  ZCoverUploadSchema,
  ZIssueCourseListQuerySchema,
  ZIssueCoursePageSchema,
  ZIssueCourseParamsSchema,
  ZOwnTopicSchema,
  ZPendingTopicSchema,
  ZPublicIssueCourseDetailSchema,
  ZPublicIssueCoursePageSchema,
  ZPublicTopicSearchSchema,
  ZTopicFormSchema,
  ZTopicReviewSchema,
  ZTopicSubmitSchema,
} from '@app/contracts/issue-courses';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { fieldError, readImageUpload, registerUploads } from '../../platform/files/image-uploads.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicRead } from '../../platform/http/public-cache.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['topics'];

/** Topics (issue courses): counselors write them, experts review them, anyone browses them. */
export async function registerIssueCoursesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { issueCourses }: Pick<TServices, 'issueCourses'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/CounselorIssueCourse/me',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's topics: a counselor's own, or an expert's review queue",
        description:
          'A counselor gets their own topics, latest change first. An expert gets the topics waiting ' +
          'for review (approveStatus 1 under_review or 3 edited_under_review), oldest submission first; ' +
          'totalRecords is the review badge. get_by_page=false answers every record; true pages by ' +
          'start_page and page_size. Clients get 403.',
        querystring: ZIssueCourseListQuerySchema,
        response: envelopeResponses(ZIssueCoursePageSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const { get_by_page, start_page, page_size } = request.query;
      const page = await issueCourses.listMine({
        caller: requireUser(request),
        page: get_by_page ? { number: start_page, size: page_size } : null,
      });
      return ok(page, request.locale);
    },
  );

  routes.get(
    '/CounselorIssueCourse/List',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The published topics anyone may browse, with the search of /focusissues',
        description:
          'Approved, visible topics of active, verified counselors (an approved topic whose edit is under ' +
          'review shows its approved version), latest change first, paged with start_page (from 0) and ' +
          'page_size (1–100, default 20). Optional filters: keyword (in the title, the keywords or the ' +
          "counselor's name), category, length (CourseLength code), minPrice, maxPrice, hasSlotThisWeek=true " +
          '(the counselor can be booked for the length within seven days). No sign-in; no review details.',
        querystring: ZPublicTopicSearchSchema,
        response: envelopeResponses(ZPublicIssueCoursePageSchema, [400]),
      },
    },
    async (request) => {
      const { start_page, page_size, ...search } = request.query;
      const page = await issueCourses.listPublished({ number: start_page, size: page_size }, search);
      return ok(page, request.locale);
    },
  );
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };
  const expertOnly = { onRequest: ctx.authenticate({ roles: ['expert'] }) };

  routes.post(
    '/CounselorIssueCourse',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A counselor creates a topic (a draft)',
        description:
          'The signed-in counselor starts a topic from a template or new (createType). Domain spec §5 limits; ' +
          'keywords separated by spaces or commas; coverVideoUrl a YouTube-style link or empty. Refused with ' +
          'ScheduleNotSet (409) until the counselor has service times to come. Other roles get 403.',
        body: ZTopicFormSchema,
        response: envelopeResponses(ZOwnTopicSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      ok(await issueCourses.create(requireUser(request), request.body, auditActor(request)), request.locale),
  );

  await api.register(async (uploads) => {
    await registerUploads(uploads, IMAGE_UPLOAD_MAX_BYTES);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/IssueCourse/Cover',
      {
        ...counselorOnly,
        // Each upload costs a re-encoding and disk space: at most 20 a minute per counselor.
        preHandler: uploads.rateLimit({
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request) => `cover:${request.user?.userId ?? request.ip}`,
        }),
        schema: {
          tags,
          security: bearerSecurity,
          summary: "A counselor uploads a topic's cover image",
          description:
            'multipart/form-data with one file in field `file`: a JPG or PNG (recognised by its bytes) of at ' +
            `most 20 MB. Stored re-encoded as WebP at most ${COVER_IMAGE_WIDTH} pixels wide without metadata; ` +
            "answers its path (data.coverImage) for the topic form's coverImage, and its size. Anything else " +
            'is 400 naming the field; more than 20 a minute 429. Other roles get 403.',
          consumes: ['multipart/form-data'],
          response: envelopeResponses(ZCoverUploadSchema, [400, 401, 403, 429]),
        },
      },
      async (request) => {
        requireUser(request);
        const image = await readImageUpload(request, 'file');
        const stored = await ctx.images.covers
          .store(image, { maxWidth: COVER_IMAGE_WIDTH })
          .catch((error) => {
            // Right first bytes, but not a readable picture.
            request.log.info({ err: error }, 'cover not readable');
            throw fieldError('file', 'validation.image_file');
          });
        return ok({ coverImage: stored.path, width: stored.width, height: stored.height }, request.locale);
      },
    );
  });

  routes.get(
    '/CounselorIssueCourse/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The counselor's own topic with its history",
        description:
          "fields is the version being edited (an approved topic's pending revision when there is one), " +
          "approved what clients see. Another counselor's topic is 404.",
        params: ZIssueCourseParamsSchema,
        response: envelopeResponses(ZOwnTopicSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await issueCourses.getOwn(requireUser(request), request.params.id), request.locale),
  );

  routes.put(
    '/CounselorIssueCourse/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A counselor changes their topic',
        description:
          'A draft (editing) changes at once. An approved topic keeps its approved version published and ' +
          'stores the change as a pending revision, sent for review with Submit (edited_under_review). A ' +
          "topic waiting for review is refused (TopicUnderReview, 409): withdraw it first. Another counselor's " +
          'topic is 404.',
        params: ZIssueCourseParamsSchema,
        body: ZTopicFormSchema,
        response: envelopeResponses(ZOwnTopicSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(await issueCourses.update(requireUser(request), request.params.id, request.body), request.locale),
  );

  routes.post(
    '/CounselorIssueCourse/:id/Submit',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A counselor sends their topic for review',
        description:
          `A draft goes to under_review (${IssueCourseApproveStatus.UnderReview}); an approved topic with a ` +
          `pending revision to edited_under_review (${IssueCourseApproveStatus.EditedUnderReview}). ` +
          'revisionNote is required. Anything else is 409. Sends the counselor mail 6.',
        params: ZIssueCourseParamsSchema,
        body: ZTopicSubmitSchema,
        response: envelopeResponses(ZOwnTopicSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await issueCourses.submit(
          requireUser(request),
          request.params.id,
          request.body.revisionNote,
          auditActor(request),
        ),
        request.locale,
      ),
  );

  routes.post(
    '/CounselorIssueCourse/:id/Withdraw',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A counselor takes back a submission',
        description:
          'under_review goes back to editing; edited_under_review back to audited (the approved version ' +
          'stays published, the revision is kept to change). Anything else is 409.',
        params: ZIssueCourseParamsSchema,
        response: envelopeResponses(ZOwnTopicSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await issueCourses.withdraw(requireUser(request), request.params.id, auditActor(request)),
        request.locale,
      ),
  );

  routes.get(
    '/IssueCourse/PendingReviewList',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Topics waiting for review (experts)',
        description:
          'Every topic under_review or edited_under_review, oldest submission first, with its revision note, ' +
          'the proposed version and, for an edit, the approved version beside it. Other roles get 403.',
        response: envelopeResponses(z.array(ZPendingTopicSchema), [401, 403]),
      },
    },
    async (request) => ok(await issueCourses.listPendingReview(), request.locale),
  );

  routes.post(
    '/IssueCourse/:id/Review',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "An expert's decision on a topic waiting for review",
        description:
          '{ approve, comment }: comment is required when rejecting. Accepting publishes the topic (an ' +
          'edit replaces the approved version); rejecting returns it to its counselor. Mails the counselor ' +
          '(7 accepted, 14 rejected) and the expert (12, 13). A topic not waiting is 409. Other roles get 403.',
        params: ZIssueCourseParamsSchema,
        body: ZTopicReviewSchema,
        response: envelopeResponses(
          z.object({ id: z.uuid(), approveStatus: z.enum(IssueCourseApproveStatus) }),
          [400, 401, 403, 404, 409],
        ),
      },
    },
    async (request) =>
      ok(
        await issueCourses.review(requireUser(request), request.params.id, request.body, auditActor(request)),
        request.locale,
      ),
  );

  routes.get(
    '/IssueCourse/:id',
    {
      ...publicRead,
      schema: {
        tags,
        summary: "A published topic's public detail",
        description:
          'An approved topic of an active, verified counselor, by id: what the list shows, its target ' +
          "audience, description and detail, and the counselor's public profile. No sign-in. Any other " +
          'topic (editing, under review only, rejected, unknown, or its counselor not listed) is 404.',
        params: ZIssueCourseParamsSchema,
        response: envelopeResponses(ZPublicIssueCourseDetailSchema, [400, 404]),
      },
    },
    async (request) => ok(await issueCourses.getPublished(request.params.id), request.locale),
  );
}
