import { createHmac } from 'node:crypto';
import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const TURN_SECRET = 'coturn-static-auth-secret';
const configured = await buildTestApp({
  ICE_STUN_URLS: 'stun:turn.example.com:3478',
  ICE_TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349?transport=tcp',
  ICE_TURN_SECRET: TURN_SECRET,
  ICE_TURN_TTL_SECONDS: '3600',
});
const bare = await buildTestApp();

describe('GET /api/{locale}/IceServer', () => {
  it('gives a signed-in user the STUN servers and time-limited TURN credentials coturn accepts', async () => {
    const user = await createSignedInUser(configured, { role: 'client' });
    const response = await configured.app.inject({ url: '/api/zh-tw/IceServer', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const [stun, turn] = response.json().data;
    expect(stun).toEqual({ urls: ['stun:turn.example.com:3478'] });
    expect(turn.urls).toEqual([
      'turn:turn.example.com:3478?transport=udp',
      'turns:turn.example.com:5349?transport=tcp',
    ]);

    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(user.id);
    expect(Number(expiry)).toBe(Math.floor(configured.clock.now().getTime() / 1000) + 3600);
    // What coturn computes from the username with its static-auth-secret.
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
  });

  it('gives each user, and each request later on, a credential of their own', async () => {
    const one = await createSignedInUser(configured, { role: 'counselor' });
    const other = await createSignedInUser(configured, { role: 'client' });
    const credentialOf = async (headers: { authorization: string }) =>
      (await configured.app.inject({ url: '/api/en-us/IceServer', headers })).json().data[1].credential;
    const first = await credentialOf(one.headers);
    expect(await credentialOf(other.headers)).not.toBe(first);
    configured.clock.advance(10 * 60_000);
    expect(await credentialOf(one.headers)).not.toBe(first);
  });

  it('answers an empty list when no relay is configured', async () => {
    const user = await createSignedInUser(bare, { role: 'counselor' });
    const response = await bare.app.inject({ url: '/api/zh-cn/IceServer', headers: user.headers });
    expect(response.json()).toMatchObject({ error_code: 0, data: [] });
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await configured.app.inject({ url: '/api/zh-tw/IceServer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: ErrorCode.Unauthenticated, data: null });
  });
});
