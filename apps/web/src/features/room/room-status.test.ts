import { describe, expect, it } from 'vitest';
import enRoom from '../../locales/en-US/room.json';
import twRoom from '../../locales/zh-TW/room.json';
import { roomStatuses, statusOfConnectionState, statusOfIceState } from './room-status';

describe('room status texts', () => {
  it('say the spec’s list, in order, in both languages', () => {
    expect(roomStatuses.map((status) => enRoom.status[status])).toEqual([
      'Initialising video connection',
      'Relay exchange finished',
      'Remote stream received',
      'Remote stream removed',
      'Connection closed',
      'Relay connected, checking',
      'Relay disconnected',
      'Trying to connect',
      'Connected',
      'Disconnected',
      'Closed',
      'Connection failed',
      'Unknown state',
    ]);
    expect(Object.keys(twRoom.status)).toEqual([...roomStatuses]);
    expect(roomStatuses.map((status) => twRoom.status[status])).toContain('正在初始化視訊連線');
  });

  it('follow the peer connection: connecting, connected, disconnected, closed, failed, else unknown', () => {
    expect(
      (['connecting', 'connected', 'disconnected', 'closed', 'failed', 'new'] as const).map(
        statusOfConnectionState,
      ),
    ).toEqual(['connecting', 'connected', 'disconnected', 'closed', 'failed', 'unknown']);
  });

  it('name the relay checking and disconnected, and stay quiet for other relay states', () => {
    expect(statusOfIceState('checking')).toBe('relayChecking');
    expect(statusOfIceState('disconnected')).toBe('relayDisconnected');
    expect(statusOfIceState('connected')).toBeNull();
  });
});
