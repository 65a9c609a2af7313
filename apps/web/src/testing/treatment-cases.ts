import { ZCaseSchema, type TCase, type TCaseSummary } from '@app/contracts/treatment-cases';

/** A session of the case's client, held on 2030-01-10 at 15:00 Taipei time. */
export const caseSession = {
  id: '4d5e6f70-8192-4a3b-8c4d-5e6f70819203',
  startTime: '2030-01-10T07:00:00.000Z',
  status: 2,
};

/** counselor1's ongoing case C0002 for 阿哲, with one record about a held session. */
export function treatmentCase(overrides: Partial<TCase> = {}): TCase {
  return ZCaseSchema.parse({
    id: '7e8f9001-a2b3-4c4d-8e5f-60718293a4b5',
    caseNumber: 'C0002',
    client: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', nickName: '阿哲' },
    status: 'ongoing',
    processStatus: 'intake',
    target: 'self',
    issues: ['anxiety', 'sleep'],
    recordCount: 1,
    lastRecordAt: '2030-01-10T09:05:00.000Z',
    openedAt: '2030-01-10T09:00:00.000Z',
    closedAt: null,
    goal: '降低睡前的焦慮。\n讓入睡時間回到 30 分鐘內。',
    closeType: null,
    effectivenessScore: null,
    summary: null,
    records: [
      {
        id: '8f900112-b3c4-4d5e-9f60-718293a4b5c6',
        writtenAt: '2030-01-10T09:05:00.000Z',
        processStatus: 'intake',
        content: '初談。\n練習 4-7-8 呼吸。',
        course: caseSession,
      },
    ],
    sessions: [caseSession],
    ...overrides,
  });
}

/** The same case, closed a week later with its goal met. */
export function closedTreatmentCase(): TCase {
  return treatmentCase({
    status: 'closed',
    closedAt: '2030-01-17T09:00:00.000Z',
    closeType: 'goal_met',
    effectivenessScore: 4,
    summary: '主觀壓力降到 4/10。',
  });
}

/** A case as the list shows it. */
export function caseSummary(file: TCase = treatmentCase()): TCaseSummary {
  const { id, caseNumber, client, status, processStatus, target, issues, recordCount } = file;
  return {
    id,
    caseNumber,
    client,
    status,
    processStatus,
    target,
    issues,
    recordCount,
    lastRecordAt: file.lastRecordAt,
    openedAt: file.openedAt,
    closedAt: file.closedAt,
  };
}
