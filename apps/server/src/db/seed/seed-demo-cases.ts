import type { TAuditSubjectType } from '@app/contracts/audit';
import { CourseStatus } from '@app/contracts/enums';
import type { TTopicCategory } from '@app/contracts/topic-categories';
import {
  caseNumberText,
  type TCaseCloseType,
  type TCaseTarget,
  type TTreatmentProcess,
} from '@app/contracts/treatment-cases';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { courses } from '../schema/courses.ts';
import { treatmentCases, treatmentRecords } from '../schema/treatment-cases.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { timeOrderedUuid } from '../../platform/db/time-ordered-uuid.ts';
import {
  caseGoalContext,
  caseSummaryContext,
  recordContentContext,
} from '../../modules/treatment-cases/treatment-cases.repo.ts';
import { recordDemoAudit } from './seed-demo-audit.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const SUBJECT: TAuditSubjectType = 'treatment_case';

type TIds = (email: string) => string;

/** A record written after the client's n-th held session (0 = the first), two hours after it began. */
type TDemoRecord = { session: number; processStatus: TTreatmentProcess; content: string };

type TDemoCase = {
  client: string;
  target: TCaseTarget;
  issues: TTopicCategory[];
  goal: string;
  processStatus: TTreatmentProcess;
  records: TDemoRecord[];
  closing?: { closeType: TCaseCloseType; effectivenessScore: number; summary: string; daysAfter: number };
};

/**
 * counselor1's case files in the order they were opened, each after the client's first session
 * (C0001…): one under way, one closed, one just opened; their past client 宏宇 has none yet, so a
 * case can be opened for him. The texts are invented.
 */
const counselor1Cases: TDemoCase[] = [
  {
    client: 'past-client1@demo.test',
    target: 'self',
    issues: ['anxiety', 'sleep'],
    goal: '降低睡前的焦慮與反覆思考，讓入睡時間回到 30 分鐘內；學會在焦慮升高時可用的放鬆方法。',
    processStatus: 'intake',
    records: [
      {
        session: 0,
        processStatus: 'intake',
        content:
          '初談。當事人為研究所學生，近兩個月因論文進度焦慮，入睡需 1 至 2 小時，常在凌晨醒來。否認自傷意念，家人支持佳。\n' +
          '說明焦慮的身體反應，練習 4-7-8 呼吸；請當事人記錄一週的睡眠日誌。',
      },
      {
        session: 1,
        processStatus: 'interview',
        content:
          '個別晤談。睡眠日誌顯示入睡時間縮短到約 45 分鐘，呼吸練習每晚都有做。\n' +
          '討論「沒寫完就會被退學」的想法，一起檢視支持與不支持的證據，找出較平衡的說法。下次預計談與指導教授的溝通，並持續記錄睡眠。',
      },
    ],
  },
  {
    client: 'past-client2@demo.test',
    target: 'self',
    issues: ['stress', 'relationships'],
    goal: '釐清與主管互動時的壓力來源，建立兩個能在工作中使用的自我照顧方法。',
    processStatus: 'intake',
    records: [
      {
        session: 0,
        processStatus: 'intake',
        content:
          '初談。當事人描述近三個月工作量增加，與主管溝通時容易緊繃，下班後反覆回想對話。睡眠尚可，否認自傷意念。\n' +
          '以情緒命名與主觀壓力分數（7/10）建立基準；約定每天記錄一次壓力事件與當下的身體感受，並在開會前練習三次深呼吸。',
      },
    ],
    closing: {
      closeType: 'goal_met',
      effectivenessScore: 4,
      summary:
        '當事人來信回報已能在會議前先寫下想表達的重點並做呼吸練習，主觀壓力降到 4/10。當事人表示目前狀況穩定，暫不需要後續晤談；已說明日後可隨時再預約。',
      daysAfter: 7,
    },
  },
  {
    client: 'client@demo.test',
    target: 'self',
    issues: ['sleep', 'stress'],
    goal: '適應新工作後的作息，改善失眠，找到下班後讓自己放鬆的方式。',
    processStatus: 'intake',
    records: [],
  },
];

/**
 * Gives the demo counselor1 their case files with sealed texts, as the treatment-cases module
 * stores them, and their audit rows, unless they have cases already. Runs in the seed's
 * transaction, after the past sessions the records are about.
 */
export async function seedDemoCases(tx: Tx, ids: TIds, cipher: TFieldCipher): Promise<void> {
  const counselorId = ids('counselor1@demo.test');
  const [kept] = await tx
    .select({ n: count() })
    .from(treatmentCases)
    .where(eq(treatmentCases.counselorId, counselorId));
  if ((kept?.n ?? 0) > 0) return;
  const counselor = { userId: counselorId, role: 'counselor' as const };

  for (const [index, demo] of counselor1Cases.entries()) {
    const clientId = ids(demo.client);
    const held = await tx
      .select({ id: courses.id, startsAt: courses.startsAt })
      .from(courses)
      .where(
        and(
          eq(courses.counselorId, counselorId),
          eq(courses.clientId, clientId),
          eq(courses.status, CourseStatus.Completed),
        ),
      )
      .orderBy(asc(courses.startsAt));
    const first = held[0];
    if (!first) continue;
    const number = index + 1;
    const openedAt = new Date(first.startsAt.getTime() + 2 * HOUR);
    const id = timeOrderedUuid(openedAt);
    const records = demo.records.flatMap((record) => {
      const session = held[record.session];
      if (!session) return [];
      const writtenAt = new Date(session.startsAt.getTime() + 2 * HOUR + 5 * 60_000);
      return [{ ...record, courseId: session.id, writtenAt, id: timeOrderedUuid(writtenAt) }];
    });
    const last = records.at(-1);
    await tx.insert(treatmentCases).values({
      id,
      counselorId,
      clientId,
      number,
      status: records.length > 0 ? 'ongoing' : 'new',
      processStatus: last?.processStatus ?? demo.processStatus,
      target: demo.target,
      issues: demo.issues,
      goal: cipher.encrypt(demo.goal, caseGoalContext(id)),
      openedAt,
      updatedAt: last?.writtenAt ?? openedAt,
    });
    await recordDemoAudit(tx, counselor, {
      action: 'case.opened',
      subjectType: SUBJECT,
      subjectId: id,
      details: { client: clientId, caseNumber: caseNumberText(number) },
      at: openedAt,
    });
    for (const record of records) {
      await tx.insert(treatmentRecords).values({
        id: record.id,
        caseId: id,
        courseId: record.courseId,
        processStatus: record.processStatus,
        content: cipher.encrypt(record.content, recordContentContext(record.id)),
        writtenAt: record.writtenAt,
      });
      await recordDemoAudit(tx, counselor, {
        action: 'case.record_added',
        subjectType: SUBJECT,
        subjectId: id,
        details: { record: record.id, course: record.courseId, processStatus: record.processStatus },
        at: record.writtenAt,
      });
    }
    if (demo.closing) {
      const closedAt = new Date(first.startsAt.getTime() + demo.closing.daysAfter * DAY);
      await tx
        .update(treatmentCases)
        .set({
          status: 'closed',
          closeType: demo.closing.closeType,
          effectivenessScore: demo.closing.effectivenessScore,
          summary: cipher.encrypt(demo.closing.summary, caseSummaryContext(id)),
          closedAt,
          updatedAt: closedAt,
        })
        .where(eq(treatmentCases.id, id));
      await recordDemoAudit(tx, counselor, {
        action: 'case.closed',
        subjectType: SUBJECT,
        subjectId: id,
        details: { closeType: demo.closing.closeType, effectivenessScore: demo.closing.effectivenessScore },
        at: closedAt,
      });
    }
  }
}
