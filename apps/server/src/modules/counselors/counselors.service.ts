import type {
  TCounselorDetail,
  TCounselorLanguage,
  TCounselorPage,
  TCounselorSort,
  TDirectoryCounselor,
  TFeedbackPage,
} from '@app/contracts/counselors';
import type { TCourseLength, TGender, TServiceType } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TTopicCategory } from '@app/contracts/topic-categories';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import type { TCoursesService, TFeedbackSummary } from '../courses/courses.service.ts';
import type { TLicenseChangesService } from '../license-changes/license-changes.service.ts';
import type { TScheduleService } from '../schedule/schedule.service.ts';

/** How many of a counselor's latest commented ratings their page shows. */
const RECENT_COMMENTS = 5;

/** A published topic's price (points) and session length, as the topics module reports them. */
type TTopicOffer = { price: number; length: TCourseLength };

const DAY_MS = 86_400_000;
/** How far ahead a card looks for the next bookable time. */
const NEXT_AVAILABLE_DAYS = 28;
/** "Available this week": a bookable start within the next seven days. */
const THIS_WEEK_DAYS = 7;

type TPublicCounselorRow = Omit<
  TDirectoryCounselor,
  'coverImage' | 'priceRange' | 'nextAvailableAt' | keyof TFeedbackSummary
> & {
  coverImagePath: string | null;
};

function toDirectoryCounselor(
  { coverImagePath, ...counselor }: TPublicCounselorRow,
  extra: {
    feedback: TFeedbackSummary | undefined;
    offers: TTopicOffer[] | undefined;
    nextAvailableAt: string | undefined;
  },
): TDirectoryCounselor {
  const prices = (extra.offers ?? []).map((offer) => offer.price);
  return {
    ...counselor,
    coverImage: { path: coverImagePath },
    feedbackCount: extra.feedback?.feedbackCount ?? 0,
    averageGrade: extra.feedback?.averageGrade ?? 0,
    priceRange: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    nextAvailableAt: extra.nextAvailableAt ?? null,
  };
}

/** The shortest session each counselor offers in a published topic: what "next available" is asked for. */
function shortestLengths(offers: Map<string, TTopicOffer[]>): Map<string, TCourseLength> {
  const lengths = new Map<string, TCourseLength>();
  for (const [counselorId, list] of offers) {
    const shortest = list.toSorted((a, b) => a.length - b.length)[0];
    if (shortest) lengths.set(counselorId, shortest.length);
  }
  return lengths;
}

/** The public counselor directory (/team) and each counselor's public page (/team/{id}). */
export function createCounselorsService(deps: {
  accounts: Pick<TAccountsService, 'listPublicCounselors' | 'findPublicCounselor'>;
  courses: Pick<TCoursesService, 'feedbackSummaries' | 'recentComments' | 'commentPage'>;
  licenses: Pick<TLicenseChangesService, 'publicLicenses'>;
  schedule: Pick<TScheduleService, 'counselorsOffering' | 'nextBookableStarts'>;
  topics: { publishedOffers: (counselorIds: string[]) => Promise<Map<string, TTopicOffer[]>> };
  now: () => Date;
}) {
  /** Each counselor's next bookable start (within four weeks) for their shortest published topic. */
  function nextAvailable(offers: Map<string, TTopicOffer[]>): Promise<Map<string, string>> {
    const from = deps.now();
    return deps.schedule.nextBookableStarts({
      lengths: shortestLengths(offers),
      from,
      to: new Date(from.getTime() + NEXT_AVAILABLE_DAYS * DAY_MS),
    });
  }

  /** Cards for these rows: ratings, price ranges and next available times, a few reads for the whole page. */
  async function cards(rows: TPublicCounselorRow[]): Promise<TDirectoryCounselor[]> {
    const ids = rows.map((row) => row.id);
    const [feedback, offers] = await Promise.all([
      deps.courses.feedbackSummaries(ids),
      deps.topics.publishedOffers(ids),
    ]);
    const next = await nextAvailable(offers);
    return rows.map((row) =>
      toDirectoryCounselor(row, {
        feedback: feedback.get(row.id),
        offers: offers.get(row.id),
        nextAvailableAt: next.get(row.id),
      }),
    );
  }

  return {
    /** A page of a listed counselor's commented ratings (the page's "more"); anyone else is not found. */
    async listFeedback(counselorId: string, page: { number: number; size: number }): Promise<TFeedbackPage> {
      if (!(await deps.accounts.findPublicCounselor(counselorId)))
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not listed` });
      return deps.courses.commentPage(counselorId, page);
    },

    /**
     * One page of the directory. Filters held by the profile (name, specialty, language, gender,
     * free trials)
     * are read in the database; those held by other modules (service type, topic prices, a
     * bookable time this week) narrow the ids first. With an order other than the default, the
     * matching counselors are ordered here (a directory of hundreds at most).
     */
    async listCounselors(options: {
      startPage: number;
      pageSize: number;
      keyword?: string | undefined;
      gender?: TGender | undefined;
      serviceType?: TServiceType | undefined;
      specialty?: TTopicCategory | undefined;
      language?: TCounselorLanguage | undefined;
      minPrice?: number | undefined;
      maxPrice?: number | undefined;
      availableThisWeek?: boolean | undefined;
      freeTrial?: boolean | undefined;
      sort?: TCounselorSort;
    }): Promise<TCounselorPage> {
      const offset = options.startPage * options.pageSize;
      const profileFilter = {
        keyword: options.keyword?.trim() || undefined,
        gender: options.gender,
        specialty: options.specialty,
        language: options.language,
        freeTrial: options.freeTrial,
      };
      const sort = options.sort ?? 'default';
      const priced = options.minPrice !== undefined || options.maxPrice !== undefined;
      let ids: string[] | undefined;
      if (options.serviceType || priced || options.availableThisWeek) {
        const { records } = await deps.accounts.listPublicCounselors({
          limit: null,
          offset: 0,
          ...profileFilter,
        });
        ids = records.map((record) => record.id);
        if (options.serviceType) ids = await deps.schedule.counselorsOffering(ids, options.serviceType);
        if (priced || options.availableThisWeek) {
          const offers = await deps.topics.publishedOffers(ids);
          if (priced) {
            const min = options.minPrice ?? 0;
            const max = options.maxPrice ?? Number.POSITIVE_INFINITY;
            for (const [id, list] of offers)
              offers.set(
                id,
                list.filter((offer) => offer.price >= min && offer.price <= max),
              );
            ids = ids.filter((id) => (offers.get(id)?.length ?? 0) > 0);
          }
          if (options.availableThisWeek) {
            const from = deps.now();
            const open = await deps.schedule.nextBookableStarts({
              lengths: shortestLengths(new Map(ids.map((id) => [id, offers.get(id) ?? []]))),
              from,
              to: new Date(from.getTime() + THIS_WEEK_DAYS * DAY_MS),
            });
            ids = ids.filter((id) => open.has(id));
          }
        }
      }
      if (sort === 'default') {
        const { records, total } = await deps.accounts.listPublicCounselors({
          limit: options.pageSize,
          offset,
          ...profileFilter,
          ids,
        });
        return { totalRecords: total, records: await cards(records) };
      }
      const { records, total } = await deps.accounts.listPublicCounselors({
        limit: null,
        offset: 0,
        ...profileFilter,
        ids,
      });
      const feedback = await deps.courses.feedbackSummaries(records.map((record) => record.id));
      const rated = (id: string) => feedback.get(id) ?? { averageGrade: 0, feedbackCount: 0 };
      // Stable: counselors alike keep the directory's order (longest on the platform first).
      const ordered =
        sort === 'rating'
          ? records.toSorted(
              (a, b) =>
                rated(b.id).averageGrade - rated(a.id).averageGrade ||
                rated(b.id).feedbackCount - rated(a.id).feedbackCount,
            )
          : records.toSorted((a, b) => (b.serviceLength ?? -1) - (a.serviceLength ?? -1));
      return { totalRecords: total, records: await cards(ordered.slice(offset, offset + options.pageSize)) };
    },

    /**
     * A listed counselor's public profile, résumé (public part), ratings and latest comments;
     * anyone else (unverified, disabled, a client) is not found.
     */
    async getCounselor(counselorId: string): Promise<TCounselorDetail> {
      const counselor = await deps.accounts.findPublicCounselor(counselorId);
      if (!counselor)
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not listed` });
      const {
        customAdviceStyle,
        educations,
        experiences,
        acceptsCustomConsultation,
        customConsultationPrice,
        ...row
      } = counselor;
      const [[card], recentFeedback, licenses] = await Promise.all([
        cards([row]),
        deps.courses.recentComments(counselorId, RECENT_COMMENTS),
        deps.licenses.publicLicenses(counselorId),
      ]);
      return {
        ...card!,
        customAdviceStyle,
        educations,
        experiences,
        recentFeedback,
        licenses,
        customConsultationPrice: acceptsCustomConsultation ? customConsultationPrice : null,
      };
    },
  };
}

export type TCounselorsService = ReturnType<typeof createCounselorsService>;
