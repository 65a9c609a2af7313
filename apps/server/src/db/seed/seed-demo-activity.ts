import type { TCounselorApplicationData } from '@app/contracts/counselor-applications';
import {
  ApplyStatus,
  BrowserType,
  CourseLength,
  CourseStatus,
  CourseType,
  courseLengthTotalMinutes,
  DegreeType,
  LicenseReviewStatus,
  LicenseType,
  OSType,
  PracticeRole,
  ReligionType,
  ServiceLength,
  type TCourseLength,
  type TCourseStatus,
} from '@app/contracts/enums';
import type { TLicense } from '@app/contracts/license-changes';
import { and, desc, eq, gt, gte, inArray, like, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { counselorProfiles, users } from '../schema/accounts.ts';
import { counselorApplications } from '../schema/counselor-applications.ts';
import { courses, waitlistEntries } from '../schema/courses.ts';
import { issueCourses } from '../schema/issue-courses.ts';
import { counselorLicenses, licenseChangeRequests } from '../schema/license-changes.ts';
import { counselorWeeklyHours } from '../schema/schedule.ts';
import { APPLICATION_SUBJECT } from '../../modules/counselor-applications/counselor-applications.service.ts';
import { LICENSE_CHANGE_SUBJECT } from '../../modules/license-changes/license-changes.service.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { recordDemoAudit } from './seed-demo-audit.ts';
import { seedDemoArticles } from './seed-demo-articles.ts';
import { seedDemoLectures } from './seed-demo-lectures.ts';
import { seedDemoCases } from './seed-demo-cases.ts';
import { seedTopics } from './seed-demo-topics.ts';
import { seedCustomConsultations } from './seed-demo-custom.ts';
import { seedDemoClientRecords, seedMailboxes, seedPastRatings } from './seed-demo-history.ts';
import { taipeiTime } from './taipei-time.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Any number, the same on every instance: instances starting together seed one at a time. */
const SEED_LOCK_ID = 724_312;

/**
 * Weekly plans (Taipei, every day of the week) of the counselors who have set their schedule:
 * counselor1 by voice and video, counselor2 by voice only (so the topic search's voice/video
 * filter shows a difference); counselor3 and counselor4 have none, so the "set your service times
 * first" dialog can be seen.
 */
const serviceHours: Record<string, [from: number, to: number][]> = {
  'counselor1@demo.test': [
    [10, 12],
    [14, 18],
  ],
  'counselor2@demo.test': [[19, 22]],
};
const voiceOnly = new Set(['counselor2@demo.test']);

type TDemoCourse = {
  counselor: string;
  days: number;
  hour: number;
  length: TCourseLength;
  status: TCourseStatus;
};

/** The established client's courses: two ahead, inside the counselors' service hours, and one done. */
const upcomingCourses: TDemoCourse[] = [
  {
    counselor: 'counselor1@demo.test',
    days: 1,
    hour: 10,
    length: CourseLength.SixtyMinutes,
    status: CourseStatus.Init,
  },
  {
    counselor: 'counselor2@demo.test',
    days: 7,
    hour: 20,
    length: CourseLength.SixtyMinutes,
    status: CourseStatus.Init,
  },
];
const completedCourse: TDemoCourse = {
  counselor: 'counselor1@demo.test',
  days: -7,
  hour: 14,
  length: CourseLength.SixtyMinutes,
  status: CourseStatus.Completed,
};
const DEMO_CLIENT = 'client@demo.test';

/** The waiting application: every step answered (its documents are added by seedApplicationFiles). */
export const demoApplicationData: TCounselorApplicationData = {
  personalInfo: {
    name: '周欣怡',
    birthday: '1990-04-12',
    gender: 'female',
    address: '臺北市中山區',
    lineId: 'hsinyi.counsel',
    headshot: null,
    aboutMe: '在大學諮商中心服務五年，喜歡陪伴年輕人面對課業、感情與家庭的壓力，希望透過線上諮商陪伴更多人。',
    bankCode: '812',
    passbook: null,
  },
  education: {
    entries: [
      {
        school: '國立臺灣師範大學',
        department: '教育心理與輔導學系',
        degree: DegreeType.Master,
        start: '2014-09',
        end: '2017-06',
        graduated: true,
      },
    ],
  },
  experience: {
    entries: [
      {
        company: '某國立大學學生諮商中心',
        department: '學生輔導組',
        position: '專任諮商心理師',
        start: '2019-08',
        end: '',
        working: true,
        summary: '個別諮商、危機處遇與心理衛生推廣講座。',
      },
    ],
  },
  counselorOrganization: {
    guild: '臺北市諮商心理師公會',
    practiceRole: PracticeRole.Counseling,
    institutionName: '欣怡心理諮商所',
    institutionCode: '0101010001',
    institutionRegistrationNumber: '北市衛諮字第0001號',
    institutionValidUntil: '2030-12-31',
    attachments: [],
    referrers: [{ name: '林老師', contact: 'lin.teacher@example.com' }],
  },
  licenses: {
    licenses: [
      {
        name: '諮商心理師證書',
        issuer: '衛生福利部',
        number: '諮心字第003579號',
        effectiveDate: '2019-07-01',
        licenseType: LicenseType.CounselorLicense,
        front: null,
        back: null,
      },
    ],
  },
  questionnaire: {
    specialties: { first: ['stress', 'relationships'], second: ['family'], third: [] },
    customSpecialty: '',
    orientation: '人本取向與焦點解決',
    adviceStyle: '溫和陪伴，一起找出可行的小步驟',
    languages: { value: ['english'], other: '' },
    availablePeriods: ['weekdayEvening', 'weekendDaytime'],
    os: OSType.Windows,
    browser: { value: BrowserType.Chrome, other: '' },
    serviceLength: ServiceLength.ThreeToTenYears,
    serviceTypes: ['voice', 'video'],
    price: 2000,
    acceptsPersonalConsultation: true,
    acceptsFreeTrial: true,
    onlineExperience: 'underOneYear',
    reasons: { value: ['reachMoreClients', 'flexibleTime'], other: '' },
    religion: { value: ReligionType.None, other: '' },
    overThreeYearsOfService: true,
    therapyApproach: '以會談為主，搭配情緒覺察練習',
    foundUs: { value: 'friend', other: '' },
  },
};

/** A demo licence as declared; its images, when it has any, are stored with the files (seed-demo-application.ts). */
type TDemoLicense = Omit<TLicense, 'front' | 'back'>;

const counselor3Licenses: TDemoLicense[] = [
  {
    name: '諮商心理師證書',
    issuer: '衛生福利部',
    number: '諮心字第002468號',
    effectiveDate: '2016-07-15',
    expiresOn: '2028-07-14',
    licenseType: LicenseType.CounselorLicense,
  },
  {
    name: '婚姻與家族治療專業認證',
    issuer: '台灣婚姻與家族治療學會',
    number: '家治字第2023018號',
    effectiveDate: '2023-03-01',
    expiresOn: '2029-02-28',
    licenseType: LicenseType.ProfessionalLicense,
  },
];

/** The demo counselors' accepted licences (counselor3 asks to add a second one). */
const acceptedLicenses: Record<string, TDemoLicense[]> = {
  'counselor1@demo.test': [
    {
      name: '諮商心理師證書',
      issuer: '衛生福利部',
      number: '諮心字第001357號',
      effectiveDate: '2015-08-01',
      expiresOn: '2030-07-31',
      licenseType: LicenseType.CounselorLicense,
    },
  ],
  'counselor2@demo.test': [
    {
      name: '諮商心理師證書',
      issuer: '衛生福利部',
      number: '諮心字第001892號',
      effectiveDate: '2017-01-10',
      expiresOn: '2029-01-09',
      licenseType: LicenseType.CounselorLicense,
    },
    // Its expiry is kept within 30 days of every start (seedExpiringLicense).
    {
      name: '認知行為治療專業認證',
      issuer: '台灣認知行為治療學會',
      number: '認行字第2020077號',
      effectiveDate: '2020-12-01',
      expiresOn: null,
      licenseType: LicenseType.ProfessionalLicense,
    },
  ],
  'counselor3@demo.test': counselor3Licenses.slice(0, 1),
  'counselor4@demo.test': [
    {
      name: '諮商心理師證書',
      issuer: '衛生福利部',
      number: '諮心字第004210號',
      effectiveDate: '2021-09-01',
      expiresOn: '2033-08-31',
      licenseType: LicenseType.CounselorLicense,
    },
  ],
};

/** counselor2's professional licence: how many days before its expiry the demo keeps it. */
const EXPIRING_LICENSE_DAYS_LEFT = 20;

/**
 * The demo's service times, courses, application, licence change, topics, articles, lectures and
 * case files. One transaction under an advisory lock: two instances starting together would
 * otherwise both find a piece missing and add it twice.
 */
export async function seedDemoActivity(
  db: Db,
  cipher: TFieldCipher,
  { now, scaleAuthor }: { now: Date; scaleAuthor: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const ids = await demoUserIds(tx);
    await seedServiceTimes(tx, ids);
    await seedCourses(tx, ids, now);
    await seedRoomCourses(tx, ids, now);
    await seedApplication(tx, ids, now);
    await seedAcceptedLicenses(tx, ids, now);
    await seedLicenseChange(tx, ids, now);
    await seedTopics(tx, ids, now);
    await seedDemoArticles(tx, ids, now, scaleAuthor);
    await seedDemoLectures(tx, ids, now);
    await seedPastRatings(tx, ids, now);
    await seedDemoCases(tx, ids, cipher);
    await seedDemoClientRecords(tx, ids, now);
    await seedMailboxes(tx, ids, now);
    await seedWaitlist(tx, ids, now);
    // client@'s paid custom consultation with counselor1: in five days, 15:00 Taiwan time.
    await seedCustomConsultations(tx, ids, now, taipeiTime(now, 5, 15));
  });
}

type TIds = (email: string) => string;

async function demoUserIds(tx: Tx): Promise<TIds> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, '%@demo.test'));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return (email) => {
    const id = byEmail.get(email);
    if (!id) throw new Error(`demo account ${email} is missing`);
    return id;
  };
}

/** Gives each scheduled demo counselor their weekly plan, when they have none. */
async function seedServiceTimes(tx: Tx, ids: TIds): Promise<void> {
  for (const [email, hours] of Object.entries(serviceHours)) {
    const counselorId = ids(email);
    const [planned] = await tx
      .select({ id: counselorWeeklyHours.id })
      .from(counselorWeeklyHours)
      .where(eq(counselorWeeklyHours.counselorId, counselorId))
      .limit(1);
    if (planned) continue;
    const ranges = Array.from({ length: 7 }, (_, weekday) =>
      hours.map(([from, to]) => ({
        counselorId,
        weekday,
        startMinute: from * 60,
        endMinute: to * 60,
        voice: true,
        video: !voiceOnly.has(email),
        timeZone: 'Asia/Taipei',
      })),
    ).flat();
    await tx.insert(counselorWeeklyHours).values(ranges);
  }
}

/** The client's upcoming courses when none is ahead any more, and a completed one when there is none. */
async function seedCourses(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const clientId = ids(DEMO_CLIENT);
  const [upcoming] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.clientId, clientId),
        notInArray(courses.status, [CourseStatus.Completed, CourseStatus.Canceled]),
        gt(courses.endsAt, now),
      ),
    )
    .limit(1);
  const [completed] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.clientId, clientId), eq(courses.status, CourseStatus.Completed)))
    .limit(1);
  const wanted = [...(upcoming ? [] : upcomingCourses), ...(completed ? [] : [completedCourse])];
  if (!wanted.length) return;
  await tx
    .insert(courses)
    .values(
      wanted.map((course) => {
        const startsAt = taipeiTime(now, course.days, course.hour);
        return {
          type: CourseType.IssueCourse,
          status: course.status,
          length: course.length,
          clientId,
          counselorId: ids(course.counselor),
          startsAt,
          endsAt: new Date(startsAt.getTime() + courseLengthTotalMinutes[course.length] * 60_000),
          // Booked on an evening three days before, or the evening before the seed ran.
          createdAt: taipeiTime(now, Math.min(course.days - 3, -1), 21, 30),
        };
      }),
    )
    // A time someone has booked since is left to them (courses_no_overlap).
    .onConflictDoNothing();
}

/** The pairs whose rooms can be tried at once, with two browsers: a video and a voice session. */
const ROOM_COUNSELOR = 'counselor1@demo.test';
const VOICE_ROOM_COUNSELOR = 'counselor2@demo.test';
const MINUTE = 60_000;
/** The voice session starts this long after the video one, its room already open too. */
const VOICE_AFTER_VIDEO_MINUTES = 3;

/**
 * On every start, two courses of the client whose rooms are open now: a video session with
 * counselor1 (starting within 10 minutes) and, 3 minutes after it, a voice session with counselor2
 * (counselor1's time is taken by the first); and a video session with counselor1 tomorrow at 10:00
 * Taipei.
 */
async function seedRoomCourses(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const clientId = ids(DEMO_CLIENT);
  const counselorId = ids(ROOM_COUNSELOR);
  const soon = new Date(Math.ceil((now.getTime() + 5 * MINUTE) / MINUTE) * MINUTE);
  await seedOpenRoomCourse(tx, { clientId, counselorId, voiceOnly: false, startsAt: soon }, now);
  await seedOpenRoomCourse(
    tx,
    {
      clientId,
      counselorId: ids(VOICE_ROOM_COUNSELOR),
      voiceOnly: true,
      startsAt: new Date(soon.getTime() + VOICE_AFTER_VIDEO_MINUTES * MINUTE),
    },
    now,
  );

  const tomorrow = taipeiTime(now, 1, 10);
  const [booked] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.clientId, clientId),
        eq(courses.counselorId, counselorId),
        inArray(courses.status, [CourseStatus.Init, CourseStatus.UnderProgress]),
        gte(courses.startsAt, taipeiTime(now, 1, 0)),
        lt(courses.startsAt, taipeiTime(now, 2, 0)),
      ),
    )
    .limit(1);
  if (!booked) {
    await insertDemoCourse(tx, {
      clientId,
      counselorId,
      length: CourseLength.SixtyMinutes,
      voiceOnly: false,
      startsAt: tomorrow,
    });
  }
}

/**
 * A course of the pair, of this kind, whose room is open now, unless there is one. A course of the
 * counselor's that still holds the time (one just completed in the room, say) moves the new start
 * to its end.
 */
async function seedOpenRoomCourse(
  tx: Tx,
  course: { clientId: string; counselorId: string; voiceOnly: boolean; startsAt: Date },
  now: Date,
): Promise<void> {
  const [open] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.clientId, course.clientId),
        eq(courses.counselorId, course.counselorId),
        eq(courses.voiceOnly, course.voiceOnly),
        inArray(courses.status, [CourseStatus.Init, CourseStatus.UnderProgress]),
        lte(courses.startsAt, new Date(now.getTime() + 10 * MINUTE)),
        gt(courses.endsAt, now),
      ),
    )
    .limit(1);
  if (open) return;
  const length = CourseLength.SixtyMinutes;
  const minutes = courseLengthTotalMinutes[length];
  const [holding] = await tx
    .select({ endsAt: courses.endsAt })
    .from(courses)
    .where(
      and(
        eq(courses.counselorId, course.counselorId),
        ne(courses.status, CourseStatus.Canceled),
        lt(courses.startsAt, new Date(course.startsAt.getTime() + minutes * MINUTE)),
        gt(courses.endsAt, course.startsAt),
      ),
    )
    .orderBy(desc(courses.endsAt))
    .limit(1);
  await insertDemoCourse(tx, {
    ...course,
    length,
    startsAt: holding?.endsAt ?? course.startsAt,
    // Looked at by the no-show rule already: someone trying the demo may enter any time within
    // the room's hour, not only in its first ten minutes.
    noShowCheckedAt: now,
  });
}

async function insertDemoCourse(
  tx: Tx,
  course: {
    clientId: string;
    counselorId: string;
    length: TCourseLength;
    voiceOnly: boolean;
    startsAt: Date;
    noShowCheckedAt?: Date;
  },
): Promise<void> {
  await tx
    .insert(courses)
    .values({
      type: CourseType.IssueCourse,
      status: CourseStatus.Init,
      ...course,
      endsAt: new Date(course.startsAt.getTime() + courseLengthTotalMinutes[course.length] * MINUTE),
      // Booked on an evening three days before.
      createdAt: taipeiTime(course.startsAt, -3, 21, 30),
    })
    // A time someone has booked since is left to them (courses_no_overlap).
    .onConflictDoNothing();
}

async function seedApplication(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const submittedAt = new Date(now.getTime() - 2 * DAY);
  const applicantId = ids('applicant@demo.test');
  const [application] = await tx
    .insert(counselorApplications)
    .values({
      applicantId,
      status: ApplyStatus.Applying,
      data: demoApplicationData,
      submittedAt,
      createdAt: new Date(submittedAt.getTime() - DAY),
      updatedAt: submittedAt,
    })
    .onConflictDoNothing({ target: counselorApplications.applicantId })
    .returning({ id: counselorApplications.id });
  if (!application) return;
  await recordDemoAudit(
    tx,
    { userId: applicantId, role: 'client' },
    {
      action: 'application.submitted',
      subjectType: APPLICATION_SUBJECT,
      subjectId: application.id,
      details: { resubmission: false },
      at: submittedAt,
    },
  );
}

/**
 * Each demo counselor's accepted licences, once (a change an expert accepts replaces them), and
 * counselor2's professional licence kept expiring within 30 days, so that experts see it listed.
 */
async function seedAcceptedLicenses(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const taiwanDate = (days: number) => taipeiTime(now, days, 12).toISOString().slice(0, 10);
  const expiring = taiwanDate(EXPIRING_LICENSE_DAYS_LEFT);
  for (const [email, licenses] of Object.entries(acceptedLicenses)) {
    const counselorId = ids(email);
    const [existing] = await tx
      .select({ id: counselorLicenses.id })
      .from(counselorLicenses)
      .where(eq(counselorLicenses.counselorId, counselorId))
      .limit(1);
    if (existing) continue;
    await tx.insert(counselorLicenses).values(
      licenses.map((license, position) => ({
        counselorId,
        position,
        ...license,
        expiresOn: license.expiresOn ?? expiring,
      })),
    );
  }
  // Renewed on each start once it has left the window (passed, or renewed further than 30 days).
  await tx
    .update(counselorLicenses)
    .set({ expiresOn: expiring, remindedOn: null })
    .where(
      and(
        eq(counselorLicenses.counselorId, ids('counselor2@demo.test')),
        eq(counselorLicenses.number, '認行字第2020077號'),
        sql`(${counselorLicenses.expiresOn} < ${taiwanDate(1)} or ${counselorLicenses.expiresOn} > ${taiwanDate(30)})`,
      ),
    );
  // The last valid day of each one's licences, as the licence module keeps it (none is unlimited).
  await tx
    .update(counselorProfiles)
    .set({
      licensedUntil: sql`(select max(${counselorLicenses.expiresOn}) from ${counselorLicenses}
        where ${counselorLicenses.counselorId} = ${counselorProfiles.userId})`,
    })
    .where(inArray(counselorProfiles.userId, Object.keys(acceptedLicenses).map(ids)));
}

/** counselor3's request, once: after an expert decides it, it is not sent again. */
async function seedLicenseChange(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const counselorId = ids('counselor3@demo.test');
  const [existing] = await tx
    .select({ id: licenseChangeRequests.id })
    .from(licenseChangeRequests)
    .where(eq(licenseChangeRequests.counselorId, counselorId))
    .limit(1);
  if (existing) return;
  const createdAt = new Date(now.getTime() - DAY);
  const [request] = await tx
    .insert(licenseChangeRequests)
    .values({
      counselorId,
      status: LicenseReviewStatus.UnderReview,
      licenses: counselor3Licenses.map((license) => ({ ...license, front: null, back: null })),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: licenseChangeRequests.id });
  if (!request) return;
  await recordDemoAudit(
    tx,
    { userId: counselorId, role: 'counselor' },
    {
      action: 'license_change.submitted',
      subjectType: LICENSE_CHANGE_SUBJECT,
      subjectId: request.id,
      details: { counselorId, licenseCount: counselor3Licenses.length },
      at: createdAt,
    },
  );
}

/** The topic the demo client waits for, and when: weekday mornings, which its counselor (evenings only) does not serve yet. */
const DEMO_WAITLIST = {
  counselor: 'counselor2@demo.test',
  title: '職場壓力與倦怠調適',
  weekdays: [1, 2, 3, 4, 5],
  fromMinute: 8 * 60,
  toMinute: 10 * 60,
};

/**
 * The demo client on 林志明's waitlist (/user/nextcourse shows it); when he adds morning hours, the
 * first one that fits is offered to her. Added while she has no waiting entry for the topic.
 */
async function seedWaitlist(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const clientId = ids(DEMO_CLIENT);
  const counselorId = ids(DEMO_WAITLIST.counselor);
  const [topic] = await tx
    .select({ id: issueCourses.id })
    .from(issueCourses)
    .where(and(eq(issueCourses.counselorId, counselorId), eq(issueCourses.title, DEMO_WAITLIST.title)))
    .limit(1);
  if (!topic) return;
  await tx
    .insert(waitlistEntries)
    .values({
      clientId,
      counselorId,
      issueCourseId: topic.id,
      weekdays: DEMO_WAITLIST.weekdays,
      fromMinute: DEMO_WAITLIST.fromMinute,
      toMinute: DEMO_WAITLIST.toMinute,
      createdAt: new Date(now.getTime() - 2 * DAY),
      updatedAt: new Date(now.getTime() - 2 * DAY),
    })
    // One waiting entry per client and topic (waitlist_entries_one_live): a second run adds nothing.
    .onConflictDoNothing();
}
