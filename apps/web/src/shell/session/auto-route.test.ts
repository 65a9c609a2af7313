import { ApplyStatus, FreeCourseStatus, VerifyStatus } from '@app/contracts/enums';
import { describe, expect, it } from 'vitest';
import { clientProfile, counselorProfile, expertProfile } from '../../testing/profiles';
import { autoRouteTarget } from './auto-route';

describe('routing after a sign-in', () => {
  it('sends a client who has not started the free course to /welcome', () => {
    const profile = clientProfile({ freeCourseStatus: FreeCourseStatus.None });
    expect(autoRouteTarget({ role: 'client', profile })).toBe('/welcome');
  });

  it('sends a client with a counselor application under way, refused or approved to /applycounselorstep', () => {
    for (const status of [ApplyStatus.Applying, ApplyStatus.Rejected, ApplyStatus.Approved]) {
      const profile = clientProfile({ clientApplyCounselorStatus: status });
      expect(autoRouteTarget({ role: 'client', profile })).toBe('/applycounselorstep');
    }
    const done = clientProfile({ clientApplyCounselorStatus: ApplyStatus.Complete });
    expect(autoRouteTarget({ role: 'client', profile: done })).toBeNull();
  });

  it('sends a counselor whose phone is not verified to /verifyphonesingle', () => {
    const profile = counselorProfile({ verifyStatus: VerifyStatus.NotVerified });
    expect(autoRouteTarget({ role: 'counselor', profile })).toBe('/verifyphonesingle');
    expect(autoRouteTarget({ role: 'counselor', profile: counselorProfile() })).toBeNull();
    expect(autoRouteTarget({ role: 'expert', profile: expertProfile() })).toBeNull();
  });
});
