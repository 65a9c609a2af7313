import type { TJoinRoomData } from '@app/contracts/room';
import { describe, expect, it } from 'vitest';
import {
  actionOnIceState,
  actionOnJoin,
  candidateMessage,
  candidateToAdd,
  MAX_ICE_RESTARTS,
} from './negotiation';

const course = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 0,
  length: 0,
  voiceOnly: false,
  startTime: '2030-01-01T02:00:00.000Z',
  endTime: '2030-01-01T03:00:00.000Z',
} as const;
const join = (joined: 'client' | 'counselor', present: ('client' | 'counselor')[]): TJoinRoomData => ({
  joined,
  present,
  course,
  chat: [],
});

describe('who negotiates when a party enters', () => {
  it('has the counselor offer once both are in, whoever entered last', () => {
    expect(actionOnJoin('counselor', join('counselor', ['counselor']))).toBe('none');
    expect(actionOnJoin('counselor', join('client', ['counselor', 'client']))).toBe('offer');
    expect(actionOnJoin('counselor', join('counselor', ['client', 'counselor']))).toBe('offer');
  });

  it('has the client drop its connection and wait for an offer when either enters (again)', () => {
    expect(actionOnJoin('client', join('client', ['client']))).toBe('await-offer');
    expect(actionOnJoin('client', join('counselor', ['client', 'counselor']))).toBe('await-offer');
  });
});

describe('a lost relay path', () => {
  it('is mended by the counselor with ICE-restart offers, up to a limit', () => {
    let restarts = 0;
    for (let attempt = 1; attempt <= MAX_ICE_RESTARTS; attempt += 1) {
      const next = actionOnIceState('counselor', attempt % 2 ? 'disconnected' : 'failed', restarts);
      expect(next).toEqual({ action: 'ice-restart', restarts: attempt });
      restarts = next.restarts;
    }
    expect(actionOnIceState('counselor', 'disconnected', restarts)).toEqual({ action: 'give-up', restarts });
  });

  it('resets the retry count when checking begins', () => {
    expect(actionOnIceState('counselor', 'checking', MAX_ICE_RESTARTS)).toEqual({
      action: 'none',
      restarts: 0,
    });
    expect(actionOnIceState('counselor', 'disconnected', 0).action).toBe('ice-restart');
  });

  it('is left to the counselor by the client', () => {
    expect(actionOnIceState('client', 'disconnected', 0)).toEqual({ action: 'none', restarts: 0 });
    expect(actionOnIceState('counselor', 'connected', 2)).toEqual({ action: 'none', restarts: 2 });
  });
});

describe('candidates', () => {
  const line = 'candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host';

  it('travel as id, label, candidate and usernameFragment and come back as they left', () => {
    const message = candidateMessage({
      candidate: line,
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: 'uf',
    });
    expect(message).toEqual({
      type: 'candidate',
      id: '0',
      label: 0,
      candidate: line,
      usernameFragment: 'uf',
    });
    expect(candidateToAdd(message)).toEqual({
      candidate: line,
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: 'uf',
    });
  });

  it('ignore an empty or complete candidate', () => {
    for (const candidate of ['', '  ', 'complete']) {
      expect(candidateToAdd({ type: 'candidate', id: '0', label: 0, candidate })).toBeNull();
    }
  });
});
