import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, pattern, texts } from './support/texts.ts';

/**
 * counselor1 and the demo client meet in the room of the demo video session the seed opens on
 * every start (it begins within ten minutes), each in a browser of their own with Chromium's fake
 * camera and microphone (the `session-room` project of playwright.config.ts); counselor2 and the
 * client meet in the voice session that opens beside it. The last journey ends the video session,
 * which completes that course, and the client rates it: the ones before it only hang up.
 */

const { cases, directory, rating, room } = texts;

declare global {
  interface Window {
    /** What the page asked getUserMedia for, kept by `recordMediaRequests`. */
    mediaRequests?: MediaStreamConstraints[];
    /** The page's peer connections, kept by `keepPeerConnections`. */
    keptPeers?: RTCPeerConnection[];
    /** The page's websockets, kept by `keepSockets` so that a journey can cut them. */
    keptSockets?: WebSocket[];
    /** The remote stream the page played before its connection dropped. */
    streamBeforeDrop?: MediaProvider | null;
  }
}

/** Runs in the page before its scripts: every websocket it opens is kept within reach. */
function keepSockets() {
  const NativeWebSocket = window.WebSocket;
  window.keptSockets = [];
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      window.keptSockets?.push(this);
    }
  };
}

/** Runs in the page before its scripts: every getUserMedia request is kept, to see what was asked. */
function recordMediaRequests() {
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  window.mediaRequests = [];
  navigator.mediaDevices.getUserMedia = (constraints) => {
    window.mediaRequests?.push(constraints ?? {});
    return getUserMedia(constraints);
  };
}

/** Runs in the page before its scripts: every peer connection it makes is kept within reach. */
function keepPeerConnections() {
  const NativePeerConnection = window.RTCPeerConnection;
  window.keptPeers = [];
  window.RTCPeerConnection = class extends NativePeerConnection {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      window.keptPeers?.push(this);
    }
  };
}

/** Runs in the page before its scripts: the browser lists no camera, as on a desktop without one. */
function hideCameras() {
  const enumerate = navigator.mediaDevices.enumerateDevices.bind(navigator.mediaDevices);
  navigator.mediaDevices.enumerateDevices = async () =>
    (await enumerate()).filter((device) => device.kind !== 'videoinput');
}

/**
 * From the party's next-course page, follows the link into the room of the video (or voice)
 * session open now; resolves with the course's id once the room page is there.
 */
async function enterRoom(
  page: Page,
  nextCoursePath: string,
  kind: 'video' | 'voice' = 'video',
): Promise<string> {
  await page.goto(nextCoursePath);
  const openRoom = page
    .getByRole('region', { name: room.openRooms.title })
    .getByRole('listitem')
    .filter({ hasText: `${room.openRooms[kind]}：` });
  await openRoom.getByRole('link', { name: room.openRooms.enter }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/rooms/room' && url.searchParams.has('courseId'));
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  return new URL(page.url()).searchParams.get('courseId')!;
}

/** The line saying how the connection stands. */
function connectionStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: room.statusLabel });
}

async function expectConnected(page: Page): Promise<void> {
  await expect(connectionStatus(page)).toHaveText(`${room.statusLabel}：${room.status.connected}`, {
    timeout: 30_000,
  });
}

function remoteVideo(page: Page): Locator {
  return page.getByLabel(room.video.remote, { exact: true });
}

/** The other party's picture is playing: the video has decoded frames of a real size. */
async function expectRemoteFrames(page: Page): Promise<void> {
  await expect
    .poll(() => remoteVideo(page).evaluate((video: HTMLVideoElement) => video.videoWidth), {
      message: 'the remote video shows frames',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

/** Sends a chat line by the form and waits until the other side's chat log shows it. */
async function chat(from: Page, to: Page, message: string, send: 'button' | 'enter'): Promise<void> {
  await from.getByLabel(room.chat.label).fill(message);
  if (send === 'button') await from.getByRole('button', { name: room.chat.send }).click();
  else await from.getByLabel(room.chat.label).press('Enter');
  await expect(from.getByLabel(room.chat.label)).toHaveValue('');
  await expect(to.getByRole('log')).toContainText(message);
  await expect(from.getByRole('log')).toContainText(message);
}

function roomControls(page: Page): Locator {
  return page.getByRole('group', { name: room.controls.label });
}

test.describe('the session room', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a client and counselor2 hold a voice session: no camera is asked for, the sound flows, and the counselor can open SOS', async ({
    signInElsewhere,
  }) => {
    const [counselor, client] = await Promise.all([
      signInElsewhere('counselor2@demo.test'),
      signInElsewhere('client@demo.test'),
    ]);
    for (const person of [counselor, client]) {
      await person.page.addInitScript(recordMediaRequests);
      await person.page.addInitScript(keepPeerConnections);
    }

    await test.step('both enter the room of the open voice session', async () => {
      const [counselorCourse, clientCourse] = await Promise.all([
        enterRoom(counselor.page, '/counselor/nextcourse', 'voice'),
        enterRoom(client.page, '/user/nextcourse', 'voice'),
      ]);
      expect(clientCourse).toBe(counselorCourse);
      for (const page of [counselor.page, client.page]) {
        await expect(page.getByText(room.video.voiceOnly, { exact: true })).toBeVisible();
      }
    });

    await test.step('they connect, each with a microphone and no camera', async () => {
      await Promise.all([expectConnected(counselor.page), expectConnected(client.page)]);
      for (const page of [counselor.page, client.page]) {
        const requests = await page.evaluate(() => window.mediaRequests ?? []);
        expect(requests.length, 'the page asked for its media').toBeGreaterThan(0);
        expect(requests.every((request) => Boolean(request.audio) && !request.video)).toBe(true);
        const local = await page
          .getByLabel(room.video.local, { exact: true })
          .evaluate((video: HTMLVideoElement) => {
            const stream = video.srcObject as MediaStream | null;
            return {
              audio: stream?.getAudioTracks().length ?? 0,
              video: stream?.getVideoTracks().length ?? 0,
            };
          });
        expect(local).toEqual({ audio: 1, video: 0 });
        await expect(roomControls(page).getByRole('button', { name: room.controls.videoOff })).toHaveCount(0);
      }
    });

    await test.step('sound reaches each side: received audio bytes keep growing', async () => {
      for (const page of [counselor.page, client.page]) {
        const audioBytes = () =>
          page.evaluate(async () => {
            let bytes = 0;
            for (const peer of window.keptPeers ?? []) {
              if (peer.connectionState !== 'connected') continue;
              (await peer.getStats()).forEach(
                (report: { type: string; kind?: string; bytesReceived?: number }) => {
                  if (report.type === 'inbound-rtp' && report.kind === 'audio')
                    bytes += report.bytesReceived ?? 0;
                },
              );
            }
            return bytes;
          });
        await expect.poll(audioBytes, { message: 'audio arrives', timeout: 30_000 }).toBeGreaterThan(0);
        const first = await audioBytes();
        await expect
          .poll(audioBytes, { message: 'audio keeps arriving', timeout: 30_000 })
          .toBeGreaterThan(first);
        const remote = await remoteVideo(page).evaluate((video: HTMLVideoElement) => {
          const stream = video.srcObject as MediaStream | null;
          return {
            liveAudio: stream?.getAudioTracks().some((track) => track.readyState === 'live') ?? false,
            video: stream?.getVideoTracks().length ?? 0,
          };
        });
        expect(remote).toEqual({ liveAudio: true, video: 0 });
      }
      await expectNoSeriousA11yViolations(client.page);
    });

    await test.step("the counselor opens SOS and sees the client's emergency contact and the crisis lines; the client has no SOS", async () => {
      await roomControls(counselor.page).getByRole('button', { name: room.sos.button }).click();
      const sos = counselor.page.getByRole('dialog', { name: room.sos.title });
      const clientFacts = sos.getByRole('region', { name: room.sos.client });
      await expect(clientFacts).toContainText('小安');
      await expect(clientFacts).toContainText('王大明');
      await expect(clientFacts.getByRole('link', { name: '+886223456789' })).toHaveAttribute(
        'href',
        'tel:+886223456789',
      );
      await expect(
        sos.getByRole('link', {
          name: fill(room.sos.call, { number: '1925', name: room.sos.lines.peaceOfMind }),
        }),
      ).toHaveAttribute('href', 'tel:1925');
      await expectNoSeriousA11yViolations(counselor.page);
      await sos.getByRole('button', { name: room.sos.close }).click();
      await expect(sos).toBeHidden();
      await expect(client.page.getByRole('button', { name: room.sos.button })).toHaveCount(0);
    });

    await test.step('both hang up, leaving the course open', async () => {
      for (const page of [client.page, counselor.page]) {
        await roomControls(page).getByRole('button', { name: room.controls.hangUp }).click();
        await expect(page.getByRole('status').filter({ hasText: room.hungUp })).toBeVisible();
      }
    });
  });

  test('a client without a camera is told so and still talks with the counselor by voice', async ({
    counselorAndClient: { counselor, client },
  }) => {
    await client.page.addInitScript(hideCameras);

    await test.step('both enter the room of the open course', async () => {
      const [counselorCourse, clientCourse] = await Promise.all([
        enterRoom(counselor.page, '/counselor/nextcourse'),
        enterRoom(client.page, '/user/nextcourse'),
      ]);
      expect(clientCourse).toBe(counselorCourse);
    });

    await test.step('the client is told the session goes on by voice, and has no camera button', async () => {
      await expect(client.page.getByText(room.media.noCamera)).toBeVisible();
      await expect(
        roomControls(client.page).getByRole('button', { name: room.controls.videoOff }),
      ).toHaveCount(0);
      await expect(
        roomControls(counselor.page).getByRole('button', { name: room.controls.videoOff }),
      ).toBeVisible();
    });

    await test.step('they connect: the counselor hears the client, the client sees the counselor', async () => {
      await Promise.all([expectConnected(counselor.page), expectConnected(client.page)]);
      await expect
        .poll(
          () =>
            remoteVideo(counselor.page).evaluate((video: HTMLVideoElement) => {
              const stream = video.srcObject as MediaStream | null;
              return {
                liveAudio: stream?.getAudioTracks().some((track) => track.readyState === 'live') ?? false,
                video: stream?.getVideoTracks().length ?? 0,
              };
            }),
          { message: "the client's sound reaches the counselor, with no picture", timeout: 30_000 },
        )
        .toEqual({ liveAudio: true, video: 0 });
      await expectRemoteFrames(client.page);
    });

    await test.step('both hang up, leaving the course open, and may enter again', async () => {
      for (const page of [client.page, counselor.page]) {
        await roomControls(page).getByRole('button', { name: room.controls.hangUp }).click();
        await expect(page.getByRole('status').filter({ hasText: room.hungUp })).toBeVisible();
        await expect(page.getByRole('button', { name: room.controls.rejoin })).toBeVisible();
      }
    });
  });

  test('a counselor and a client see and hear each other, chat, survive a dropped connection, and the counselor ends the session', async ({
    counselorAndClient: { counselor, client },
  }) => {
    // The client's websockets stay within reach, to cut its connection to the room later.
    await client.page.addInitScript(keepSockets);

    await test.step('both follow the link into the room of the open course', async () => {
      const [counselorCourse, clientCourse] = await Promise.all([
        enterRoom(counselor.page, '/counselor/nextcourse'),
        enterRoom(client.page, '/user/nextcourse'),
      ]);
      expect(clientCourse).toBe(counselorCourse);
    });

    await test.step('the connection is made and each sees the other', async () => {
      await Promise.all([expectConnected(counselor.page), expectConnected(client.page)]);
      await Promise.all([expectRemoteFrames(counselor.page), expectRemoteFrames(client.page)]);
      await expect(client.page.getByText(room.media.noCamera)).toHaveCount(0);
      await expectNoSeriousA11yViolations(counselor.page);
      await expectNoSeriousA11yViolations(client.page);
    });

    await test.step('chat travels both ways', async () => {
      await chat(counselor.page, client.page, '你好，今天感覺如何？', 'button');
      await chat(client.page, counselor.page, '還不錯，謝謝', 'enter');
    });

    await test.step("the client's connection drops and the session recovers", async () => {
      for (const page of [counselor.page, client.page]) {
        await remoteVideo(page).evaluate((video: HTMLVideoElement) => {
          window.streamBeforeDrop = video.srcObject;
        });
      }
      const cut = await client.page.evaluate(
        () =>
          (window.keptSockets ?? [])
            .filter((socket) => socket.url.includes('/roomHub') && socket.readyState === WebSocket.OPEN)
            .map((socket) => socket.close()).length,
      );
      expect(cut, "the client's open room connections cut").toBeGreaterThan(0);

      // Reconnected, the two sides negotiate anew: a new stream plays on each side.
      for (const page of [client.page, counselor.page]) {
        await expect
          .poll(
            () =>
              remoteVideo(page).evaluate((video: HTMLVideoElement) =>
                Boolean(
                  video.srcObject && video.srcObject !== window.streamBeforeDrop && video.videoWidth > 0,
                ),
              ),
            { message: 'a new remote stream with frames', timeout: 30_000 },
          )
          .toBe(true);
        await expectConnected(page);
      }
      // The chat so far is still there.
      await expect(client.page.getByRole('log')).toContainText('你好，今天感覺如何？');
      await expect(client.page.getByRole('log')).toContainText('還不錯，謝謝');
    });

    await test.step('the counselor ends the session after confirming; both are told it ended', async () => {
      await roomControls(counselor.page).getByRole('button', { name: room.controls.endSession }).click();
      const confirm = counselor.page.getByRole('dialog', { name: room.endConfirm.title });
      await expect(confirm).toContainText(room.endConfirm.message);
      await confirm.getByRole('button', { name: room.endConfirm.confirm }).click();
      for (const page of [client.page, counselor.page]) {
        await expect(page.getByRole('status').filter({ hasText: room.completed })).toBeVisible();
        // A completed session cannot be entered again.
        await expect(page.getByRole('button', { name: room.controls.rejoin })).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(client.page);
    });

    await test.step('the client is asked to rate the session, gives it 5 stars and is thanked', async () => {
      const stars = client.page.getByRole('group', { name: rating.grade });
      const fifth = client.page.getByRole('radio', { name: rating.stars['5'] });
      // The person clicks the star they see; the radio button under it is for screen readers.
      await stars.locator('label').filter({ has: fifth }).click();
      await expect(stars.getByRole('radio', { name: rating.stars['5'] })).toBeChecked();
      await client.page.getByLabel(rating.comment).fill('謝謝你今天的陪伴');
      await client.page.getByRole('button', { name: rating.submit }).click();
      await expect(client.page.getByRole('status').filter({ hasText: rating.thanks })).toBeVisible();
      await expectNoSeriousA11yViolations(client.page);
    });

    await test.step("the counselor is led to this session's notes in the client's case file, and writes them", async () => {
      const { page } = counselor;
      const courseId = new URL(page.url()).searchParams.get('courseId') ?? '';
      await page.getByRole('link', { name: cases.sessionNotes.write }).click();
      const opening = page.getByRole('dialog', { name: cases.open.title });
      const form = page.getByRole('form', { name: cases.records.form.title });
      await expect(opening.or(form)).toBeVisible();
      // With the client's demo case closed (the case-records journey closes it), a new one is opened on their name.
      if (await opening.isVisible()) {
        const clientField = opening.getByRole('combobox', {
          name: pattern(cases.fields.client, { prefix: true }),
        });
        await expect(clientField.locator('option:checked')).toContainText('小安');
        await opening.getByRole('checkbox', { name: directory.categories.sleep }).check();
        await opening
          .getByRole('textbox', { name: pattern(cases.fields.goal, { prefix: true }) })
          .fill('改善入睡困難，找到下班後放鬆的方式。');
        await opening.getByRole('button', { name: cases.open.submit }).click();
      }
      await expect(form.getByRole('combobox', { name: cases.records.form.session })).toHaveValue(courseId);
      await form
        .getByRole('textbox', { name: pattern(cases.records.form.content, { prefix: true }) })
        .fill('視訊晤談，中途斷線一次後恢復。討論睡前的放鬆練習。');
      await form.getByRole('button', { name: cases.records.form.submit }).click();
      await expect(page.getByRole('region', { name: cases.records.title })).toContainText(
        '中途斷線一次後恢復',
      );
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step("the course's room is no longer offered on the client's next-course page", async () => {
      const upcoming = client.page.waitForResponse(
        (response) => new URL(response.url()).pathname.endsWith('/client/coursenext_v2') && response.ok(),
      );
      await client.page.goto('/user/nextcourse');
      await upcoming;
      const openRooms = client.page.getByRole('region', { name: room.openRooms.title }).getByRole('listitem');
      // The voice session's room stays open; the completed video session's is gone.
      await expect(openRooms).toHaveCount(1);
      await expect(openRooms).toContainText(`${room.openRooms.voice}：`);
    });
  });
});
