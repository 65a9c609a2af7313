/**
 * Session room media: how long the room takes to show each party the other, next to two bare
 * RTCPeerConnections on one page in the same run, and how long media takes to flow both ways
 * again after the client's network drops for 3 seconds.
 *
 *   npm run build && npm run bench:room     5 set-ups of each kind, 5 drops
 *   BENCH_RUNS=10 BENCH_DROPS=10 npm run bench:room
 *
 * Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and coturn's `turnserver`
 * (apt-get install coturn). The app runs as the journeys run it (apps/web/e2e/support/serve-app.ts:
 * a temporary database with the demo data, the built web app), with a coturn the benchmark starts
 * as its TURN server; counselor1@demo.test and client@demo.test meet in the demo course whose room
 * is open, each in a Chromium context of their own with the fake camera and microphone.
 */
import { randomBytes } from 'node:crypto';
import { ROOM_OPENS_BEFORE_START_MS } from '@app/contracts/room';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath } from '../apps/web/e2e/support/paths.ts';
import { demoPassword, submitSignIn } from '../apps/web/e2e/support/sign-in.ts';
import { startCuttableProxy, startCuttableUdpForwarder } from './cuttable-network.ts';
import { firstExternalIpv4, startApp, startTurnServer } from './room-bench-services.ts';
import { bareConnectionSetup, instrumentRoomPage, type TPageProbe } from './room-page-probes.ts';
import { printTable } from './table.ts';

const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const drops = Number(process.env['BENCH_DROPS'] ?? 5);
const DROP_MS = 3_000;
/** Longer than any recovery worth the name: a drop not recovered by then is reported as such. */
const RECOVERY_LIMIT_MS = 60_000;
const SETUP_LIMIT_MS = 60_000;
/** After a recovery the media is watched this long, to see that it keeps flowing. */
const STEADY_WATCH_MS = 3_000;
/** The frame monitor samples every 50 ms: a longer pause than this is an interruption. */
const FRAME_GAP_MS = 500;
const counselorEmail = 'counselor1@demo.test';
const clientEmail = 'client@demo.test';

type TPhase = { name: string; values: number[] };

async function main() {
  const hostIp = firstExternalIpv4();
  const turnSecret = randomBytes(24).toString('hex');
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    const turn = await startTurnServer(hostIp, turnSecret);
    cleanups.push(turn.stop);
    // Everyone's TURN traffic passes the forwarder; only the client is limited to relayed media,
    // so cutting the forwarder cuts the client's media path and no one else's.
    const relayLink = await startCuttableUdpForwarder(hostIp, { host: hostIp, port: turn.port });
    cleanups.push(relayLink.close);
    const siteLink = await startCuttableProxy();
    cleanups.push(siteLink.close);

    const app = await startApp({
      ICE_TURN_URLS: `turn:${hostIp}:${relayLink.port}?transport=udp`,
      ICE_TURN_SECRET: turnSecret,
    });
    cleanups.push(app.stop);
    const courseId = await openCourseId(app.url);
    const roomUrl = `${app.url}/rooms/room?courseId=${courseId}`;

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
    cleanups.push(() => browser.close());

    console.log(
      `Chromium ${browser.version()}, TURN (coturn) on ${hostIp}, ${runs} set-ups of each kind, ${drops} drops of ${DROP_MS / 1000} s\n`,
    );
    const counselor = await signedInPage(browser, app.url, counselorEmail, { relayOnly: false });
    const client = await signedInPage(browser, app.url, clientEmail, { relayOnly: false });
    const bare = await counselor.context.newPage();
    await bare.goto(`${app.url}/readyz`);

    const room: TPhase = { name: 'room: both in the room → remote frames on both pages', values: [] };
    const roomSteps: TSetup['steps'][] = [];
    const bareSetups: TPhase = { name: 'two bare RTCPeerConnections on one page', values: [] };
    for (let run = 1; run <= runs; run += 1) {
      const setup = await roomSetup(counselor.page, client.page, roomUrl);
      room.values.push(setup.total);
      roomSteps.push(setup.steps);
      // Leaving the room hangs up; the bare pair then has the machine to itself.
      await Promise.all([counselor.page.goto('about:blank'), client.page.goto('about:blank')]);
      bareSetups.values.push(
        await withLimit(bare.evaluate(bareConnectionSetup), SETUP_LIMIT_MS, 'bare set-up'),
      );
      console.log(
        `set-up ${run}/${runs}: room ${formatMs(room.values.at(-1)!)} ms, bare ${formatMs(bareSetups.values.at(-1)!)} ms`,
      );
    }
    await client.context.close();

    const droppedClient = await signedInPage(browser, app.url, clientEmail, {
      relayOnly: true,
      proxy: siteLink.url,
    });
    const recovery = await measureDrops(counselor.page, droppedClient.page, roomUrl, [siteLink, relayLink]);

    printSetups(room, bareSetups, roomSteps);
    printDrops(recovery);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

type TSetup = { total: number; steps: Map<string, number | null> };

/** The steps of a room set-up, each the first such event of that page after both are in the room. */
const setupSteps: [string, 'counselor' | 'client', string][] = [
  ["client's camera open", 'client', 'media opened'],
  ['counselor made its offer', 'counselor', 'signaling have-local-offer'],
  ["offer on the client's socket", 'client', 'offer received'],
  ['client applied the offer', 'client', 'signaling have-remote-offer'],
  ['client made its answer', 'client', 'signaling stable'],
  ["answer on the counselor's socket", 'counselor', 'answer received'],
  ['counselor applied the answer', 'counselor', 'signaling stable'],
  ['ICE connected (counselor)', 'counselor', 'ice connected'],
  ['ICE connected (client)', 'client', 'ice connected'],
  ['remote frame (counselor)', 'counselor', 'remote frame'],
  ['remote frame (client)', 'client', 'remote frame'],
];

/** From both parties in the room to a decoded remote frame on both pages, with its steps. */
async function roomSetup(counselor: Page, client: Page, roomUrl: string): Promise<TSetup> {
  // The counselor waits in the room; the client's arrival is the moment both are in.
  await counselor.goto(roomUrl);
  await counselor.waitForFunction(() =>
    window.benchProbe?.events.some((event) => event.what.startsWith('join_room')),
  );
  await client.goto(roomUrl);
  const [counselorProbe, clientProbe] = (await Promise.all(
    [counselor, client].map(async (page) => {
      await page.waitForFunction(() => window.benchProbe?.firstRemoteFrameAt, undefined, {
        timeout: SETUP_LIMIT_MS,
      });
      return page.evaluate(() => window.benchProbe);
    }),
  )) as [TPageProbe, TPageProbe];
  const bothIn = Math.min(counselorProbe.bothPresentAt ?? Infinity, clientProbe.bothPresentAt ?? Infinity);
  const steps = new Map(
    setupSteps.map(([name, side, what]) => {
      const probe = side === 'counselor' ? counselorProbe : clientProbe;
      const event = probe.events.find((candidate) => candidate.at >= bothIn && candidate.what === what);
      return [name, event ? event.at - bothIn : null];
    }),
  );
  return {
    total: Math.max(counselorProbe.firstRemoteFrameAt!, clientProbe.firstRemoteFrameAt!) - bothIn,
    steps,
  };
}

type TRecovery = {
  /** From the restored network until the named step, in milliseconds. */
  firstFrames: number | null;
  socketBack: number | null;
  bothInRoom: number | null;
  iceConnected: number | null;
  steadyFrames: number | null;
  /** Whether neither page decoded a new frame in the cut's last 2 seconds. */
  mediaStopped: boolean;
};

async function measureDrops(
  counselor: Page,
  client: Page,
  roomUrl: string,
  links: { cut(): void; restore(): void }[],
): Promise<TRecovery[]> {
  await counselor.goto(roomUrl);
  await counselor.waitForFunction(() =>
    window.benchProbe?.events.some((event) => event.what.startsWith('join_room')),
  );
  await client.goto(roomUrl);
  const recoveries: TRecovery[] = [];
  for (let drop = 1; drop <= drops; drop += 1) {
    await Promise.all(
      [counselor, client].map((page) => waitForFramesSince(page, Date.now(), SETUP_LIMIT_MS)),
    );
    const cutAt = Date.now();
    for (const link of links) link.cut();
    // The drop itself: the network stays down for this long.
    await new Promise((resolve) => setTimeout(resolve, DROP_MS));
    const restoredAt = Date.now();
    for (const link of links) link.restore();

    // The app's own recovery: the client's socket returns, both are in the room again, and the
    // peer connections made since carry frames; then the media is watched for a while longer.
    await client
      .waitForFunction(
        (after) =>
          window.benchProbe?.events.some(
            (event) => event.at > after && event.what === 'join_room, both present',
          ),
        restoredAt,
        { timeout: RECOVERY_LIMIT_MS, polling: 50 },
      )
      .then(() => Promise.all([counselor, client].map((page) => waitForFramesOnLatestPeer(page))))
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, STEADY_WATCH_MS));
    const watchedUntil = Date.now();

    const [counselorProbe, clientProbe] = (await Promise.all(
      [counselor, client].map((page) => page.evaluate(() => window.benchProbe)),
    )) as [TPageProbe, TPageProbe];
    const since = (probe: TPageProbe, what: string, after = restoredAt) => {
      const event = probe.events.find((candidate) => candidate.at > after && candidate.what === what);
      return event ? event.at - restoredAt : null;
    };
    // The peer connection the page ended with: the old one, if it was kept, or the renegotiated one.
    const latestPeerConnected = (probe: TPageProbe) =>
      since(probe, 'ice connected', Math.max(restoredAt, ...peersCreatedAt(probe)));
    const latest = (values: (number | null)[]) =>
      values.includes(null) ? null : Math.max(...(values as number[]));
    const firstFrame = (probe: TPageProbe) => {
      const at = probe.framesAt.find((candidate) => candidate > restoredAt);
      return at === undefined ? null : at - restoredAt;
    };
    const steadySince = (probe: TPageProbe) => {
      const at = steadyFlowSince(probe.framesAt, restoredAt, watchedUntil);
      return at === null ? null : at - restoredAt;
    };
    const framesDuringCut = (probe: TPageProbe) =>
      probe.framesAt.some((at) => at > cutAt + DROP_MS - 2_000 && at < restoredAt);
    const recovery: TRecovery = {
      firstFrames: latest([firstFrame(counselorProbe), firstFrame(clientProbe)]),
      socketBack: since(clientProbe, 'socket open'),
      bothInRoom: since(clientProbe, 'join_room, both present'),
      iceConnected: latest([latestPeerConnected(counselorProbe), latestPeerConnected(clientProbe)]),
      steadyFrames: latest([steadySince(counselorProbe), steadySince(clientProbe)]),
      mediaStopped: !framesDuringCut(counselorProbe) && !framesDuringCut(clientProbe),
    };
    recoveries.push(recovery);
    console.log(
      `drop ${drop}/${drops}: media flowing both ways for good ${formatMs(recovery.steadyFrames)} ms after the network came back` +
        ` (first frames ${formatMs(recovery.firstFrames)}, socket ${formatMs(recovery.socketBack)},` +
        ` both in room ${formatMs(recovery.bothInRoom)}, ICE connected ${formatMs(recovery.iceConnected)})` +
        (recovery.mediaStopped ? '' : '; frames were still decoded during the cut'),
    );
  }
  return recoveries;
}

/**
 * The start of the flow that lasts: the first sample after `from` with new frames after which no
 * gap longer than FRAME_GAP_MS occurs up to `until`; null if the frames have stopped by then.
 */
function steadyFlowSince(framesAt: number[], from: number, until: number): number | null {
  let since: number | null = null;
  let previous = from;
  for (const at of framesAt) {
    if (at <= from) continue;
    if (since === null || at - previous > FRAME_GAP_MS) since = at;
    previous = at;
  }
  return since !== null && until - previous <= FRAME_GAP_MS ? since : null;
}

const peersCreatedAt = (probe: TPageProbe) =>
  probe.events.filter((event) => event.what === 'peer created').map((event) => event.at);

/** Waits until the page's most recent peer connection has decoded new frames. */
async function waitForFramesOnLatestPeer(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const probe = window.benchProbe;
      const created = probe?.events.findLast((event) => event.what === 'peer created');
      return created && probe?.framesAt.some((at) => at > created.at);
    },
    undefined,
    { timeout: RECOVERY_LIMIT_MS, polling: 50 },
  );
}

/** Resolves with the first moment after `since` at which the page decoded new video frames. */
async function waitForFramesSince(page: Page, since: number, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(
    (after) => window.benchProbe?.framesAt.find((at) => at > after),
    since,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  options: { relayOnly: boolean; proxy?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: { width: 1440, height: 900 },
    ...(options.proxy ? { proxy: { server: options.proxy } } : {}),
  });
  // tsx keeps function names with an `__name` helper, which functions sent to the page call.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(instrumentRoomPage, { relayOnly: options.relayOnly });
  const page = await context.newPage();
  await page.goto('/signin');
  await submitSignIn(page, email, demoPassword);
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/signin'));
  return { context, page };
}

/** The demo course between the two demo users whose room is open now. */
async function openCourseId(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/zh-tw/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 0, username: counselorEmail, password: demoPassword }),
  });
  const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
  const answer = await fetch(`${baseUrl}/api/zh-tw/counselor/coursenext_v2?start_page=0&page_size=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { records } = (
    (await answer.json()) as { data: { records: { id: string; startTime: string; endTime: string }[] } }
  ).data;
  const now = Date.now();
  const open = records.find(
    (course) =>
      now >= Date.parse(course.startTime) - ROOM_OPENS_BEFORE_START_MS && now < Date.parse(course.endTime),
  );
  if (!open) throw new Error(`No open room among ${counselorEmail}'s coming courses`);
  return open.id;
}

function withLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The nearest-rank percentile of the values, or null when there are none. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

const formatMs = (ms: number | null) => (ms === null ? '–' : ms.toFixed(0));

function printSetups(room: TPhase, bare: TPhase, roomSteps: TSetup['steps'][]) {
  console.log(
    '\nSet-up. Room: from the first moment a page hears join_room listing both parties (the counselor waits' +
      '\nin the room, the client enters) to a decoded remote frame (videoWidth > 0) on both pages.' +
      '\nBare: from getUserMedia to a decoded frame on both video elements of two RTCPeerConnections on one page.\n',
  );
  printTable(
    ['set-up', 'runs', 'median ms', 'p90 ms'],
    [room, bare].map((phase) => [
      phase.name,
      String(phase.values.length),
      formatMs(percentile(phase.values, 0.5)),
      formatMs(percentile(phase.values, 0.9)),
    ]),
  );
  if (room.values.length === 0) return;
  const roomMedian = percentile(room.values, 0.5)!;
  const bareMedian = percentile(bare.values, 0.5)!;
  console.log(`\nratio room / bare (medians): ${(roomMedian / bareMedian).toFixed(2)}× (goal ≤ 1.5×)`);

  console.log('\nThe room set-up step by step, from both parties in the room:\n');
  printTable(
    ['step', 'median ms', 'p90 ms'],
    setupSteps.map(([name]) => {
      const values = roomSteps.map((steps) => steps.get(name)).filter((value) => typeof value === 'number');
      return [name, formatMs(percentile(values, 0.5)), formatMs(percentile(values, 0.9))];
    }),
  );
}

function printDrops(recoveries: TRecovery[]) {
  console.log(
    `\nDrop. The client's site connection (an HTTP proxy: open connections end, new ones are refused) and its` +
      `\nrelayed media path (a UDP forwarder to coturn; the client uses relay candidates only) are cut for ${DROP_MS / 1000} s` +
      '\nand restored. Times from the restore. "Frames both ways for good": from then on both pages decode new video' +
      `\nframes with no pause over ${FRAME_GAP_MS} ms, through the app's renegotiation and ${STEADY_WATCH_MS / 1000} s beyond.\n`,
  );
  const steps: [string, (recovery: TRecovery) => number | null][] = [
    ['first new frames both ways', (recovery) => recovery.firstFrames],
    ["client's socket open again", (recovery) => recovery.socketBack],
    ['join_room, both present (client)', (recovery) => recovery.bothInRoom],
    ['ICE connected on both sides (latest peers)', (recovery) => recovery.iceConnected],
    ['frames both ways for good', (recovery) => recovery.steadyFrames],
  ];
  printTable(
    ['after the restore', 'recovered', 'median ms', 'p90 ms'],
    steps.map(([name, of]) => {
      const values = recoveries.map(of).filter((value): value is number => value !== null);
      return [
        name,
        `${values.length}/${recoveries.length}`,
        formatMs(percentile(values, 0.5)),
        formatMs(percentile(values, 0.9)),
      ];
    }),
  );
  console.log('\ngoal: frames both ways for good under 5000 ms after the restore');
  const leaky = recoveries.filter((recovery) => !recovery.mediaStopped).length;
  if (leaky > 0)
    console.log(
      `WARNING: in ${leaky} of ${recoveries.length} drops a page still decoded frames in the cut's last 2 s` +
        ' (a late decode on a loaded machine, or a media path the cut did not interrupt)',
    );
}

await main();
