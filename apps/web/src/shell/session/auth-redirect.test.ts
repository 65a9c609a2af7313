import { describe, expect, it } from 'vitest';
import { isSafeRedirect, rememberAuthRedirect, takeAuthRedirect } from './auth-redirect';

describe('returning after sign-in', () => {
  it('never brings anyone back to another site from the remembered cookie', () => {
    document.cookie = `auth_redirect=${encodeURIComponent('/%5Cevil.example/x')}; Path=/`;
    expect(takeAuthRedirect()).toBeNull();
  });

  it('returns once to the remembered page', () => {
    rememberAuthRedirect('/counselor/nextcourse?tab=2');
    expect(takeAuthRedirect()).toBe('/counselor/nextcourse?tab=2');
    expect(takeAuthRedirect()).toBeNull();
  });

  it('only returns to pages of this site, other than sign-in itself', () => {
    expect(isSafeRedirect('/user/amount')).toBe(true);
    expect(isSafeRedirect('//evil.example/x')).toBe(false);
    expect(isSafeRedirect('https://evil.example/x')).toBe(false);
    expect(isSafeRedirect('/signin?mode=register')).toBe(false);
    expect(isSafeRedirect('/\\evil.example/x')).toBe(false);
    expect(isSafeRedirect('/%5Cevil.example')).toBe(false);
    expect(isSafeRedirect('/\t/evil.example')).toBe(false);
  });
});
