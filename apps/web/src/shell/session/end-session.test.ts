import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { signInAs } from '../../testing/session';
import { rememberAuthRedirect } from './auth-redirect';
import { endSession, resetIncompleteSession } from './end-session';
import { readSession } from './session-store';

describe('resetting the session', () => {
  it('clears the token, role, user objects and the page to return to', () => {
    signInAs('client');
    rememberAuthRedirect('/user/amount');
    queryClient.setQueryData(['profile', 'client'], { nickName: '小安' });

    endSession();

    expect(readSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(document.cookie).not.toContain('logged_in');
    expect(document.cookie).not.toContain('auth_redirect');
    expect(queryClient.getQueryData(['profile', 'client'])).toBeUndefined();
  });

  it('resets a stored session that lacks its role, token or start time at start-up', () => {
    for (const incomplete of [
      { token: 'x', startTime: 1 },
      { role: 'client', startTime: 1 },
      { token: 'x', role: 'client' },
    ]) {
      localStorage.setItem('session', JSON.stringify({ grantType: 0, ...incomplete }));
      document.cookie = 'logged_in=1; Path=/';
      resetIncompleteSession();
      expect(localStorage.getItem('session')).toBeNull();
      expect(document.cookie).not.toContain('logged_in');
    }
  });

  it('leaves a whole session alone', () => {
    signInAs('counselor');
    resetIncompleteSession();
    expect(readSession()?.role).toBe('counselor');
  });
});
