import {
  emptyApplicationSteps,
  type TCounselorApplicationStep,
  type TSaveApplicationStep,
} from '@app/contracts/counselor-applications';
import {
  BrowserType,
  DegreeType,
  LicenseType,
  OSType,
  PracticeRole,
  ReligionType,
  ServiceLength,
} from '@app/contracts/enums';
import type { TTestApp } from './build-test-app.ts';
import { uploadFor } from './upload-files.ts';

type TCaller = { headers: { authorization: string } };

/** Every step answered as a submission needs, with the caller's own uploads. */
export async function completeAnswers(testApp: TTestApp, caller: TCaller): Promise<TSaveApplicationStep[]> {
  const [headshot, passbook, front, back, attachment] = [
    await uploadFor(testApp, caller, 'headshot'),
    await uploadFor(testApp, caller, 'passbook'),
    await uploadFor(testApp, caller, 'licenseFront'),
    await uploadFor(testApp, caller, 'licenseBack'),
    await uploadFor(testApp, caller, 'attachment'),
  ];
  return [
    {
      step: 'personalInfo',
      data: {
        name: '王小明',
        birthday: '1988-02-03',
        gender: 'male',
        address: '臺北市大安區',
        lineId: 'xiaoming',
        headshot,
        aboutMe: '陪伴你走過情緒低谷。',
        bankCode: '812',
        bankAccountNumber: '00123456789012',
        passbook,
      },
    },
    {
      step: 'education',
      data: {
        entries: [
          {
            school: '國立政治大學',
            department: '心理學系',
            degree: DegreeType.Master,
            start: '2010-09',
            end: '2013-06',
            graduated: true,
          },
        ],
      },
    },
    {
      step: 'experience',
      data: {
        entries: [
          {
            company: '心晴診所',
            department: '',
            position: '諮商心理師',
            start: '2014-01',
            end: '',
            working: true,
            summary: '個別諮商與團體帶領。',
          },
        ],
      },
    },
    {
      step: 'counselorOrganization',
      data: {
        ...emptyApplicationSteps.counselorOrganization,
        guild: '臺北市諮商心理師公會',
        practiceRole: PracticeRole.Counseling,
        institutionName: '心晴診所',
        attachments: [attachment],
        referrers: [{ name: '陳老師', contact: '0912345678' }],
      },
    },
    {
      step: 'licenses',
      data: {
        licenses: [
          {
            name: '諮商心理師證書',
            issuer: '衛生福利部',
            number: '諮心字第000123號',
            effectiveDate: '2014-01-01',
            licenseType: LicenseType.CounselorLicense,
            front,
            back,
          },
        ],
      },
    },
    {
      step: 'questionnaire',
      data: {
        ...emptyApplicationSteps.questionnaire,
        specialties: { first: ['anxiety'], second: ['sleep'], third: [] },
        orientation: '認知行為',
        adviceStyle: '具體、溫和',
        languages: { value: ['other'], other: '手語' },
        availablePeriods: ['weekdayEvening'],
        os: OSType.MacOS,
        browser: { value: BrowserType.Safari, other: '' },
        serviceLength: ServiceLength.ThreeToTenYears,
        serviceTypes: ['video'],
        price: 2000,
        onlineExperience: 'oneToThreeYears',
        reasons: { value: ['flexibleTime'], other: '' },
        religion: { value: ReligionType.None, other: '' },
        overThreeYearsOfService: true,
        therapyApproach: '短期焦點',
        foundUs: { value: 'search', other: '' },
      },
    },
  ];
}

/** PUT /CounselorApplication of one step. */
export function saveStep(
  testApp: TTestApp,
  caller: TCaller,
  body: TSaveApplicationStep | { step: TCounselorApplicationStep; data: unknown },
) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/zh-tw/CounselorApplication',
    headers: caller.headers,
    payload: body,
  });
}

/** Answers every step and submits; answers the application's id. */
export async function applyFully(testApp: TTestApp, caller: TCaller): Promise<string> {
  for (const step of await completeAnswers(testApp, caller)) {
    const saved = await saveStep(testApp, caller, step);
    if (saved.statusCode !== 200) throw new Error(`step ${step.step}: ${saved.body}`);
  }
  const submitted = await testApp.app.inject({
    method: 'POST',
    url: '/api/zh-tw/CounselorApplication/Submit',
    headers: caller.headers,
  });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  return submitted.json().data.id;
}
