import { CourseCreateType, CourseLength, IssueCourseApproveStatus } from '@app/contracts/enums';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { issueCourses } from '../schema/issue-courses.ts';
import { recordTopicMove, type TTopicMove } from '../../modules/issue-courses/topic-history.ts';
import { demoActor } from './seed-demo-audit.ts';
import { taipeiTime } from './taipei-time.ts';

const HOUR = 3600 * 1000;

type TIds = (email: string) => string;

type TDemoTopic = Omit<typeof issueCourses.$inferInsert, 'counselorId' | 'submittedAt'> & {
  counselor: string;
  /** Its latest submission: the topic itself, or the edit waiting for review. */
  submittedDaysAgo: number;
  /** An approved topic edited since: when its first version was accepted. */
  firstAcceptedDaysAgo?: number;
};

/**
 * Topics: four approved ones anyone may browse, and two waiting for review (a new one, and an
 * approved one whose edit waits beside its published version).
 */
const demoTopics: TDemoTopic[] = [
  {
    counselor: 'counselor1@demo.test',
    title: '告別焦慮：找回安穩的日常',
    keywords: '焦慮 放鬆 呼吸練習',
    category: 'anxiety',
    length: CourseLength.SixtyMinutes,
    price: 2400,
    targetAudience: '常常擔心、緊繃，難以放鬆下來的人',
    description:
      '焦慮常常讓人睡不好、想很多、身體也跟著緊繃。我們會一起看見焦慮從哪裡來，找出讓你卡住的想法與習慣，' +
      '並練習幾個在日常生活中就能用的安定方法。',
    detail:
      '第一次會談，我們會先聊聊你最近的狀況：焦慮什麼時候出現、它怎麼影響你的工作、睡眠與關係。\n\n' +
      '接下來的會談，會依照你的步調，練習呼吸與身體覺察、整理反覆出現的擔心，並把新的做法帶回生活中試試看。\n\n' +
      '你不需要事先準備什麼，只要找一個安靜、不會被打擾的空間。',
    coverVideoUrl: 'https://www.youtube.com/watch?v=inpok4MKVLM',
    approveStatus: IssueCourseApproveStatus.Audited,
    revisionNote: '首次送審',
    submittedDaysAgo: 30,
  },
  {
    counselor: 'counselor1@demo.test',
    title: '關係裡的溝通練習',
    keywords: '伴侶 溝通 家人',
    category: 'relationships',
    length: CourseLength.NinetyMinutes,
    price: 3200,
    targetAudience: '和伴侶或家人常常說不到一起的人',
    description:
      '明明在乎彼此，一開口卻總是吵起來？我們會一起看看對話裡卡住的地方，練習把需要說清楚、也聽見對方。',
    detail:
      '會談可以一個人來，也可以和伴侶一起來。我們會先了解你們平常怎麼溝通、最常在哪些事情上起衝突，' +
      '再一起練習表達感受與需要的方式。\n\n每次會談後，會留一個小練習讓你帶回生活中試試。',
    approveStatus: IssueCourseApproveStatus.Audited,
    revisionNote: '首次送審',
    submittedDaysAgo: 21,
  },
  {
    counselor: 'counselor2@demo.test',
    title: '職場壓力與倦怠調適',
    keywords: '職場 倦怠 壓力',
    category: 'stress',
    length: CourseLength.SixtyMinutes,
    price: 2000,
    targetAudience: '工作壓力大、覺得被掏空的上班族',
    description:
      '每天都覺得累，假日也休息不夠？我們會一起整理壓力的來源，找回工作與生活之間的界線，讓你重新有力氣。',
    detail:
      '我們會先了解你的工作型態與壓力來源，再一起找出哪些是可以調整的、哪些需要學著放下。\n\n' +
      '會談中也會練習設定界線、和主管或同事溝通的方法，以及照顧自己的小習慣。',
    approveStatus: IssueCourseApproveStatus.Audited,
    revisionNote: '首次送審',
    submittedDaysAgo: 14,
  },
  {
    counselor: 'counselor2@demo.test',
    title: '初次聊聊：找到適合的方向',
    keywords: '初談 諮商入門',
    category: 'self',
    length: CourseLength.ThirtyMinutes,
    price: 1000,
    targetAudience: '第一次接觸心理諮商，想先聊聊看的人',
    description: '還不確定自己需要什麼樣的協助也沒關係。用半小時聊聊你的狀況，一起想想下一步可以怎麼走。',
    detail:
      '這是一次比較短的會談，適合第一次接觸諮商的你。我們會聊聊你現在的困擾、希望有什麼改變，' +
      '並一起討論適合你的諮商方向與頻率。',
    approveStatus: IssueCourseApproveStatus.Audited,
    revisionNote: '首次送審',
    submittedDaysAgo: 10,
  },
  {
    counselor: 'counselor1@demo.test',
    title: '好好睡一覺：失眠與壓力調適',
    keywords: '失眠 睡眠 壓力',
    category: 'sleep',
    length: CourseLength.ThirtyMinutes,
    price: 1200,
    targetAudience: '躺在床上卻睡不著、睡不好的人',
    description: '失眠常常和壓力、擔心有關。我們會一起看看影響睡眠的習慣與想法，練習讓身心慢慢放鬆下來。',
    approveStatus: IssueCourseApproveStatus.UnderReview,
    revisionNote: '新增主題，請協助審核',
    submittedDaysAgo: 3,
  },
  {
    counselor: 'counselor2@demo.test',
    title: '走過失落：陪你慢慢整理哀傷',
    keywords: '哀傷 失落 陪伴',
    category: 'grief',
    length: CourseLength.NinetyMinutes,
    price: 3600,
    targetAudience: '正在經歷失去與哀傷的人',
    description: '失去重要的人或關係，是很難獨自承受的事。在這裡，你可以慢慢說，我們一起陪你走過這段時間。',
    approveStatus: IssueCourseApproveStatus.EditedUnderReview,
    // The edit waiting for review; the approved version above stays published meanwhile.
    pendingRevision: {
      createType: CourseCreateType.New,
      category: 'grief',
      customCategory: '',
      targetAudience: '正在經歷失去、分離或哀傷的人',
      keywords: '哀傷 失落 陪伴 分離',
      title: '走過失落：陪你慢慢整理哀傷',
      description:
        '失去重要的人、關係或寵物，是很難獨自承受的事。在這裡，你可以慢慢說，我們一起陪你走過這段時間。',
      detail: '我們會依你的步調，聊聊失去的人事物、你的感受，以及如何在生活中留一個位置給思念。',
      coverVideoUrl: '',
      coverImage: '',
      length: CourseLength.NinetyMinutes,
      price: 3600,
      isVisible: true,
    },
    revisionNote: '更新主題說明與適合對象',
    submittedDaysAgo: 1,
    firstAcceptedDaysAgo: 20,
  },
];

/** A demo topic's moves until now, as its counselor and the demo's expert made them. */
function demoTopicMoves(
  topic: TDemoTopic,
  at: { created: Date; submitted: Date },
  people: { counselor: string; expert: string },
): Omit<TTopicMove, 'topicId'>[] {
  const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;
  const counselor = demoActor({ userId: people.counselor, role: 'counselor' });
  const expert = demoActor({ userId: people.expert, role: 'expert' });
  const move = (
    action: TTopicMove['action'],
    fromStatus: TTopicMove['fromStatus'],
    toStatus: TTopicMove['toStatus'],
    actor: TTopicMove['actor'],
    when: Date,
    note: string | null = null,
    title = topic.title,
  ) => ({ action, fromStatus, toStatus, actor, at: when, note, title });
  const created = move('created', null, Editing, counselor, at.created);
  const note = topic.revisionNote ?? null;
  switch (topic.approveStatus) {
    case UnderReview:
      return [created, move('submitted', Editing, UnderReview, counselor, at.submitted, note)];
    case EditedUnderReview:
      return [
        created,
        move(
          'submitted',
          Editing,
          UnderReview,
          counselor,
          new Date(at.created.getTime() + 2 * HOUR),
          '首次送審',
        ),
        move('accepted', UnderReview, Audited, expert, taipeiTime(at.created, 1, 10, 15)),
        move(
          'submitted',
          Audited,
          EditedUnderReview,
          counselor,
          at.submitted,
          note,
          topic.pendingRevision?.title,
        ),
      ];
    default:
      return [
        created,
        move('submitted', Editing, UnderReview, counselor, at.submitted, note),
        move('accepted', UnderReview, Audited, expert, taipeiTime(at.submitted, 1, 10, 15)),
      ];
  }
}

/**
 * Each demo topic its counselor does not have yet (by title), with its history: its moves in the
 * topic's own history and in the audit trail, as the product would have recorded them.
 */
export async function seedTopics(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const counselorIds = [...new Set(demoTopics.map((topic) => ids(topic.counselor)))];
  const existing = await tx
    .select({ counselorId: issueCourses.counselorId, title: issueCourses.title })
    .from(issueCourses)
    .where(inArray(issueCourses.counselorId, counselorIds));
  const have = new Set(existing.map((topic) => `${topic.counselorId} ${topic.title}`));
  for (const topic of demoTopics) {
    const { counselor, submittedDaysAgo, firstAcceptedDaysAgo, ...columns } = topic;
    const counselorId = ids(counselor);
    if (have.has(`${counselorId} ${topic.title}`)) continue;
    // Written in the afternoon, sent in the evening, decided the next morning.
    const submitted = taipeiTime(now, -submittedDaysAgo, 21, 40);
    const created = taipeiTime(now, -(firstAcceptedDaysAgo ?? submittedDaysAgo) - 1, 14, 10);
    const [row] = await tx
      .insert(issueCourses)
      .values({ ...columns, counselorId, submittedAt: submitted, createdAt: created, updatedAt: submitted })
      .returning({ id: issueCourses.id });
    if (!row) continue;
    const moves = demoTopicMoves(
      topic,
      { created, submitted },
      { counselor: counselorId, expert: ids('expert@demo.test') },
    );
    for (const move of moves) await recordTopicMove(tx, { ...move, topicId: row.id });
  }
}
