import { fileURLToPath } from 'node:url';
import { EMPTY_CLIENT_PERSONAL_INFO, type TClientPersonalInfo } from '@app/contracts/account-settings';
import {
  ApplyStatus,
  DegreeType,
  FreeCourseStatus,
  ServiceLength,
  VerifyStatus,
  type TRole,
} from '@app/contracts/enums';
import { scaleAuthorId } from '@app/contracts/scale-author';
import { inArray } from 'drizzle-orm';
import { sealClientPersonalInfo } from '../../modules/accounts/client-personal-info.ts';
import { sealFullEmergencyContact } from '../../modules/accounts/emergency-contact.ts';
import { answersContext } from '../../modules/questionnaire/questionnaire.repo.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { Db } from '../client.ts';
import { clientProfiles, counselorProfiles, users } from '../schema/accounts.ts';
import { questionnaireAnswers } from '../schema/questionnaire.ts';
import { seedDemoActivity } from './seed-demo-activity.ts';
import { seedDemoWallet } from './seed-demo-wallet.ts';

/** The password of every demo account (the README lists them). */
export const DEMO_PASSWORD = 'Demo1234';

/** Pictures of the demo accounts, served at /media/demo/<file>. */
export const demoMediaDir = fileURLToPath(new URL('./assets', import.meta.url));

type TCounselorProfile = Omit<typeof counselorProfiles.$inferInsert, 'userId'>;

type TDemoAccount = {
  email: string;
  role: TRole;
  nickname: string;
  /** A verified phone, E.164. */
  phone?: string;
  coverImagePath?: string;
  freeCourseStatus?: number;
  applyCounselorStatus?: number;
  emergencyContact?: { name: string; relation: string; phone: string };
  personalInfo?: TClientPersonalInfo;
  /** The intake questionnaire's answers, stored sealed as the questionnaire module stores them. */
  questionnaire?: { questionId: string; optionIds: string[]; otherText: string | null }[];
  counselor?: TCounselorProfile;
};

function demoCounselor(index: number, profile: TCounselorProfile): TDemoAccount {
  return {
    email: `counselor${index}@demo.test`,
    role: 'counselor',
    nickname: profile.fullName,
    phone: `+88690000010${index}`,
    coverImagePath: `/media/demo/counselor${index}.svg`,
    counselor: { verifyStatus: VerifyStatus.Verified, ...profile },
  };
}

export const demoAccounts: TDemoAccount[] = [
  { email: 'expert@demo.test', role: 'expert', nickname: '林督導' },
  demoCounselor(1, {
    fullName: '陳怡君',
    gender: 'female',
    address: '臺北市大安區',
    lineId: 'yijun.counsel',
    offersVoice: true,
    offersVideo: true,
    acceptsCustomConsultation: true,
    customConsultationPrice: 2400,
    acceptsFreeTrial: true,
    serviceLength: ServiceLength.ThreeToTenYears,
    aboutMe:
      '我是怡君，諮商心理師。相信每個人都有面對困難的力量，只是有時需要一個安全的空間，好好停下來整理自己。在這裡，你可以用自己的步調，說說最近的心情。',
    customSpecialty: '焦慮與壓力調適、情緒困擾、人際關係',
    customSpecialtyDetail:
      '陪伴在工作與生活壓力中感到緊繃、失眠或容易焦慮的你，一起找出壓力的來源，練習照顧自己的方法。',
    customAdviceStyle: '溫和陪伴、以人為中心，搭配正念練習',
    counselorOrganization: '臺北市諮商心理師公會',
    specialties: ['anxiety', 'stress', 'sleep', 'relationships'],
    languages: ['taiwanese', 'english'],
    educations: [
      {
        school: '國立臺灣師範大學',
        department: '教育心理與輔導學系碩士班',
        degree: DegreeType.Master,
        start: '2012-09',
        end: '2015-06',
        graduated: true,
      },
    ],
    experiences: [
      {
        company: '國立臺灣大學學生心理輔導中心',
        department: '',
        position: '專任諮商心理師',
        start: '2015-08',
        end: '2020-07',
        working: false,
      },
      {
        company: '安心諮商所',
        department: '成人諮商組',
        position: '諮商心理師',
        start: '2020-08',
        end: '',
        working: true,
      },
    ],
    canReserveAfter: 24,
  }),
  demoCounselor(2, {
    fullName: '林志明',
    gender: 'male',
    address: '新北市板橋區',
    lineId: 'dr.lin.talk',
    offersVoice: false,
    offersVideo: true,
    acceptsCustomConsultation: true,
    customConsultationPrice: 3000,
    acceptsFreeTrial: false,
    serviceLength: ServiceLength.OverTenYears,
    aboutMe:
      '執業十餘年，曾任大學諮商中心與社區心理衛生中心心理師。諮商不是給答案，而是陪你看見自己原本就有的選擇。',
    customSpecialty: '憂鬱情緒、創傷復原、失落與哀傷',
    customSpecialtyDetail: '陪伴經歷重大失落、創傷事件或長期情緒低落的人，在穩定而安全的關係中慢慢修復。',
    customAdviceStyle: '結構清楚、循序漸進，以認知行為與敘事取向為主',
    counselorOrganization: '台灣諮商心理學會',
    specialties: ['depression', 'grief', 'self'],
    languages: ['taiwanese', 'hakka'],
    educations: [
      {
        school: '國立彰化師範大學',
        department: '輔導與諮商學系博士班',
        degree: DegreeType.Doctor,
        start: '2008-09',
        end: '2013-06',
        graduated: true,
      },
      {
        school: '國立政治大學',
        department: '心理學系碩士班',
        degree: DegreeType.Master,
        start: '2004-09',
        end: '2006-06',
        graduated: true,
      },
    ],
    experiences: [
      {
        company: '新北市社區心理衛生中心',
        department: '',
        position: '心理師',
        start: '2006-08',
        end: '2012-12',
        working: false,
      },
      {
        company: '輔仁大學學生輔導中心',
        department: '',
        position: '資深諮商心理師',
        start: '2013-02',
        end: '',
        working: true,
      },
    ],
    canReserveAfter: 48,
  }),
  demoCounselor(3, {
    fullName: '王雅婷',
    gender: 'female',
    address: '臺中市西區',
    lineId: 'yating.heart',
    offersVoice: true,
    offersVideo: true,
    acceptsCustomConsultation: false,
    customConsultationPrice: 2000,
    acceptsFreeTrial: true,
    serviceLength: ServiceLength.ThreeToTenYears,
    aboutMe: '我是雅婷，喜歡陪伴人們在關係中找回自己的位置。每段關係都值得被好好理解，也包括你和自己的關係。',
    customSpecialty: '親密關係、婚姻與家庭、親職教養',
    customSpecialtyDetail: '伴侶溝通卡關、與家人相處的拉扯、成為父母後的疲憊與自我懷疑，都可以在這裡慢慢談。',
    customAdviceStyle: '溫暖直接，重視關係中的情緒與需求，以情緒取向與家族系統觀點工作',
    counselorOrganization: '臺中市諮商心理師公會',
    specialties: ['relationships', 'family', 'anxiety'],
    languages: ['japanese'],
    educations: [
      {
        school: '國立暨南國際大學',
        department: '諮商心理與人力資源發展學系碩士班',
        degree: DegreeType.Master,
        start: '2011-09',
        end: '2014-06',
        graduated: true,
      },
    ],
    experiences: [
      {
        company: '臺中市家庭教育中心',
        department: '諮詢輔導組',
        position: '諮商心理師',
        start: '2014-08',
        end: '2019-12',
        working: false,
      },
      {
        company: '暖心婚姻與家庭諮商所',
        department: '',
        position: '所長',
        start: '2020-01',
        end: '',
        working: true,
      },
    ],
    canReserveAfter: 8,
  }),
  demoCounselor(4, {
    fullName: '張家豪',
    gender: 'male',
    address: '高雄市苓雅區',
    offersVoice: true,
    offersVideo: false,
    acceptsCustomConsultation: true,
    customConsultationPrice: 1600,
    acceptsFreeTrial: true,
    serviceLength: ServiceLength.OneToThreeYears,
    aboutMe:
      '我是家豪，曾在科技業工作，後來轉換跑道成為諮商心理師。很理解在期待與現實之間拉扯的感受，歡迎來聊聊。',
    customSpecialty: '職涯探索、工作壓力、自我認同',
    customSpecialtyDetail: '面對轉職、升學或工作倦怠時的迷惘，一起釐清自己在意的價值，找到下一步的方向。',
    customAdviceStyle: '務實好聊，以焦點解決與生涯諮商取向，協助設定可行的小目標',
    counselorOrganization: '高雄市諮商心理師公會',
    specialties: ['stress', 'self', 'depression'],
    languages: ['english', 'cantonese'],
    educations: [
      {
        school: '國立高雄師範大學',
        department: '諮商心理與復健諮商研究所',
        degree: DegreeType.Master,
        start: '2019-09',
        end: '2022-06',
        graduated: true,
      },
    ],
    experiences: [
      {
        company: '台積電',
        department: '製程整合部',
        position: '工程師',
        start: '2014-07',
        end: '2019-06',
        working: false,
      },
      {
        company: '高雄醫學大學附設醫院',
        department: '精神科',
        position: '實習諮商心理師',
        start: '2021-07',
        end: '2022-06',
        working: false,
      },
      {
        company: '南方心理諮商所',
        department: '',
        position: '諮商心理師',
        start: '2022-08',
        end: '',
        working: true,
      },
    ],
    canReserveAfter: 4,
  }),
  {
    email: 'client@demo.test',
    role: 'client',
    nickname: '小安',
    phone: '+886900000201',
    freeCourseStatus: FreeCourseStatus.AllComplete,
    emergencyContact: { name: '王大明', relation: '父親', phone: '+886223456789' },
    personalInfo: {
      ...EMPTY_CLIENT_PERSONAL_INFO,
      lastName: '王',
      firstName: '安琪',
      gender: 'female',
      birthDate: '1995-04-12',
      relationshipStatus: 'dating',
      workStatus: 'employed',
      socialMedia: ['instagram', 'line'],
      priorTreatment: 'none',
      aboutMe: '換工作後常失眠，想學會照顧自己的情緒。',
    },
    questionnaire: [
      { questionId: 'reasons', optionIds: ['work', 'sleep'], otherText: null },
      { questionId: 'previousExperience', optionIds: ['never'], otherText: null },
      { questionId: 'counselorGender', optionIds: ['female'], otherText: null },
      { questionId: 'sessionMode', optionIds: ['video'], otherText: null },
      { questionId: 'referral', optionIds: ['articles'], otherText: null },
    ],
  },
  { email: 'newclient@demo.test', role: 'client', nickname: '小新', freeCourseStatus: FreeCourseStatus.None },
  // Half-way through the free trial's steps: the phone is verified, the questionnaire is next.
  {
    email: 'halfway@demo.test',
    role: 'client',
    nickname: '小晴',
    phone: '+886900000203',
    freeCourseStatus: FreeCourseStatus.PhoneComplete,
  },
  {
    email: 'applicant@demo.test',
    role: 'client',
    nickname: '欣怡',
    phone: '+886900000202',
    freeCourseStatus: FreeCourseStatus.Notified,
    // Their application (seedDemoActivity) waits for an expert's review.
    applyCounselorStatus: ApplyStatus.Applying,
  },
  // Clients of earlier sessions, whose ratings and comments the counselors' pages show.
  ...['阿哲', '小雯', '佩珊', '宏宇'].map((nickname, index): TDemoAccount => ({
    email: `past-client${index + 1}@demo.test`,
    role: 'client',
    nickname,
    freeCourseStatus: FreeCourseStatus.AllComplete,
  })),
];

/**
 * Demo data for trying the product (never in production). Idempotent: accounts that exist are
 * left as they are, and each piece of demo activity is added only while it is missing, so running
 * it again, or on every start, changes nothing. Times are relative to `now`, and service times and
 * upcoming courses are added again once the earlier ones have passed, so a long-lived demo
 * database keeps showing them.
 */
export async function seedDemoData(
  db: Db,
  cipher: TFieldCipher,
  options: {
    /** The site's host name: the psychological scales go to its scale author (15, or 35 on test hosts). */
    siteHostname: string;
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  await seedDemoAccounts(db, cipher);
  await seedDemoActivity(db, cipher, { now, scaleAuthor: scaleAuthorId(options.siteHostname) });
  await seedDemoWallet(db, now);
}

async function seedDemoAccounts(db: Db, cipher: TFieldCipher): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const existingEmails = new Set(existing.map((row) => row.email));
  const missing = demoAccounts.filter((account) => !existingEmails.has(account.email));
  if (!missing.length) return;

  // One argon2 hash for every account: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const account of missing) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          role: account.role,
          nickname: account.nickname,
          phone: account.phone ?? null,
          phoneVerifiedAt: account.phone ? now : null,
          coverImagePath: account.coverImagePath ?? null,
          activatedAt: now,
          freeCourseStatus: account.freeCourseStatus ?? FreeCourseStatus.None,
          // The steps give one trial; the demo client's was refilled by their paid sessions.
          freeCourseQuota: account.freeCourseStatus === FreeCourseStatus.AllComplete ? 1 : 0,
          applyCounselorStatus: account.applyCounselorStatus ?? ApplyStatus.None,
        })
        // Another instance starting at the same moment may have just seeded it.
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) continue;
      if (account.role === 'client') {
        // Encrypted as the accounts module stores it: the database never holds the plaintext.
        const contact = account.emergencyContact;
        await tx.insert(clientProfiles).values({
          userId: user.id,
          ...(contact ? sealFullEmergencyContact(cipher, user.id, contact) : {}),
          ...(account.personalInfo
            ? { personalInfo: sealClientPersonalInfo(cipher, user.id, account.personalInfo) }
            : {}),
        });
      }
      if (account.questionnaire) {
        await tx.insert(questionnaireAnswers).values({
          clientId: user.id,
          answers: cipher.encrypt(
            JSON.stringify({ answers: account.questionnaire }),
            answersContext(user.id),
          ),
          submittedAt: now,
        });
      }
      if (account.counselor)
        await tx.insert(counselorProfiles).values({ userId: user.id, ...account.counselor });
    }
  });
}
