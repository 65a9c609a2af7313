import { describe, expect, it } from 'vitest';
import {
  CUSTOM_CONSULTATION_PRICE,
  ZCustomConsultationSettingSchema,
  ZEmergencyContactSchema,
  ZServiceSettingSchema,
} from './account-settings.ts';
import { APPLICATION_PRICE } from './counselor-applications.ts';

describe('account settings schemas', () => {
  it('price personal consultations as the counselor application does', () => {
    expect(CUSTOM_CONSULTATION_PRICE).toEqual(APPLICATION_PRICE);
    const accept = (price: number | null) =>
      ZCustomConsultationSettingSchema.safeParse({
        acceptsCustomConsultation: true,
        customConsultationPrice: price,
      }).success;
    expect([1000, 2500, 100_000].map(accept)).toEqual([true, true, true]);
    expect([null, 900, 1050, 100_100].map(accept)).toEqual([false, false, false, false]);
    expect(
      ZCustomConsultationSettingSchema.safeParse({
        acceptsCustomConsultation: false,
        customConsultationPrice: null,
      }).success,
    ).toBe(true);
  });

  it('need at least one session type, each once', () => {
    const parse = (serviceTypes: string[]) =>
      ZServiceSettingSchema.safeParse({ serviceLength: 0, serviceTypes }).success;
    expect(parse(['voice'])).toBe(true);
    expect(parse(['voice', 'video'])).toBe(true);
    expect(parse([])).toBe(false);
    expect(parse(['video', 'video'])).toBe(false);
  });

  it('take an emergency phone in E.164, landlines too', () => {
    const parse = (phone: string) =>
      ZEmergencyContactSchema.safeParse({ name: '王大明', relation: '父親', phone });
    expect(parse('0912-345-678').data?.phone).toBe('+886912345678');
    expect(parse('(02) 2345-6789').data?.phone).toBe('+886223456789');
    expect(parse('12').error?.issues[0]?.message).toBe('validation.phone');
  });
});
