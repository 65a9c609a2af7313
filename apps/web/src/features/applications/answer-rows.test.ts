import { emptyApplicationSteps } from '@app/contracts/counselor-applications';
import { describe, expect, it } from 'vitest';
import zhTW from '../../locales/zh-TW/application.json';
import { answerRows } from './answer-rows';

describe('an application step as an expert reads it', () => {
  it('names each licence field by its question, with the licence it belongs to and its options', () => {
    const rows = answerRows({
      licenses: [
        { name: '諮商心理師證書', issuer: '衛生福利部', licenseType: 0, front: null },
        { name: '婚姻與家族治療專業認證', issuer: '台灣婚姻與家族治療學會', licenseType: 1, front: null },
      ],
    });
    expect(rows.filter((row) => row.entry === 2).map((row) => [row.field, row.choice, row.value])).toEqual([
      ['licenseName', null, '婚姻與家族治療專業認證'],
      ['issuer', null, '台灣婚姻與家族治療學會'],
      ['licenseType', 'licenseType', 1],
      ['front', null, null],
    ]);
  });

  it('names the questionnaire’s ranked specialties and its answers with an "other" text', () => {
    const rows = answerRows({
      specialties: { first: ['stress'], second: [], third: [] },
      browser: { value: 4, other: 'Vivaldi' },
    });
    expect(rows.map((row) => [row.field, row.choice, row.value])).toEqual([
      ['specialtiesFirst', 'specialty', ['stress']],
      ['specialtiesSecond', 'specialty', []],
      ['specialtiesThird', 'specialty', []],
      ['browser', 'browser', 4],
      ['browserOther', null, 'Vivaldi'],
    ]);
  });

  it('has a question text for every answer of every step, and the texts of every choice', () => {
    const withReferrer = {
      ...emptyApplicationSteps,
      counselorOrganization: {
        ...emptyApplicationSteps.counselorOrganization,
        referrers: [{ name: '林老師', contact: 'lin@example.com' }],
      },
      education: {
        entries: [{ school: '', department: '', degree: 1, start: '', end: '', graduated: true }],
      },
      experience: {
        entries: [
          { company: '', department: '', position: '', start: '', end: '', working: true, summary: '' },
        ],
      },
      licenses: {
        licenses: [
          { name: '', issuer: '', number: '', effectiveDate: '', licenseType: 0, front: null, back: null },
        ],
      },
    };
    const rows = Object.values(withReferrer).flatMap((step) => answerRows(step));
    const missing = rows.filter((row) => !(row.field in zhTW.fields)).map((row) => row.path);
    expect(missing).toEqual([]);
    const choices = new Set(rows.flatMap((row) => (row.choice ? [row.choice] : [])));
    expect([...choices].filter((choice) => !(choice in zhTW.options))).toEqual([]);
  });
});
