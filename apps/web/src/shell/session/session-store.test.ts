import { describe, expect, it } from 'vitest';
import { parseSession, readSession, saveSession } from './session-store';

describe('the stored session', () => {
  const session = { token: 'abc', role: 'client', startTime: 1_700_000_000_000, grantType: 0 } as const;

  it('must hold a token, a known role and a start time', () => {
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    expect(parseSession(JSON.stringify({ ...session, token: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, role: 'admin' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, startTime: 'yesterday' }))).toBeNull();
    expect(parseSession('not json')).toBeNull();
    expect(parseSession(null)).toBeNull();
  });

  it('ends with the 24-hour logged-in cookie', () => {
    saveSession(session);
    expect(readSession()).toEqual(session);

    document.cookie = 'logged_in=; Max-Age=0; Path=/';
    expect(readSession()).toBeNull();
  });
});
