import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { renderWithProviders } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { counterKeys } from '../counters/api/counter-keys';
import { mailKeys } from '../mailbox/api/mail-keys';
import { saveSession } from '../session/session-store';
import { badgeHubOptions } from './connect-badge-hub';
import { useBadgeHub } from './use-badge-hub';

type THandler = (...args: unknown[]) => void;

/** A stand-in for a socket.io socket: the test plays the server. */
class FakeSocket {
  handlers = new Map<string, THandler>();
  active = true;
  connect = vi.fn();
  disconnect = vi.fn();
  constructor(readonly options: Record<string, unknown>) {}
  on(event: string, handler: THandler) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

function Hub() {
  useBadgeHub();
  return null;
}

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the badge hub', () => {
  it('connects by websocket or long polling with the access token, retrying every 5 s up to 10 times', () => {
    expect(badgeHubOptions('jwt')).toMatchObject({
      path: '/api/zh-tw/chatHub',
      transports: ['websocket', 'polling'],
      auth: { token: 'jwt' },
      reconnectionAttempts: 10,
      reconnectionDelay: 5000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0,
    });
  });

  it('puts MailCount and CourseCount on the badges at once', async () => {
    signInAs('client');
    renderWithProviders(<Hub />);
    await waitFor(() => expect(sockets).toHaveLength(1));

    sockets[0]!.emit('MailCount', 4);
    sockets[0]!.emit('CourseCount', 2);
    sockets[0]!.emit('BroadcastMessage', { text: 'ignored' });

    expect(queryClient.getQueryData(mailKeys.count)).toBe(4);
    expect(queryClient.getQueryData(counterKeys.course('client'))).toBe(2);
  });

  it('reconnects with the fresh token after a refresh, and leaves when signed out', async () => {
    signInAs('counselor');
    renderWithProviders(<Hub />);
    await waitFor(() => expect(sockets).toHaveLength(1));

    saveSession({ token: 'fresh-token', role: 'counselor', startTime: Date.now(), grantType: 0 });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
    expect(sockets[1]!.options).toMatchObject({ auth: { token: 'fresh-token' } });
  });

  it('retries a refused start every 5 s, at most 10 times', async () => {
    signInAs('client');
    renderWithProviders(<Hub />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0]!;
    socket.active = false;

    for (let attempt = 1; attempt <= 12; attempt += 1) {
      socket.emit('connect_error', new Error('unavailable'));
      vi.advanceTimersByTime(5000);
    }
    expect(socket.connect).toHaveBeenCalledTimes(10);
  });
});
