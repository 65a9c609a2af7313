import { z } from 'zod';

/**
 * How one part of a device check (`/devicecheck`) came out:
 * - ok: it works;
 * - failed: it was tried and did not work (permission refused, no sound heard, no connection);
 * - unavailable: it could not be tried here (no such device, a browser without the feature, the
 *   relay servers not given to a visitor who is not signed in);
 * - not_configured: the site has no such server (STUN or TURN) to try.
 */
export const DeviceCheckOutcome = {
  Ok: 'ok',
  Failed: 'failed',
  Unavailable: 'unavailable',
  NotConfigured: 'not_configured',
} as const;
export type TDeviceCheckOutcome = (typeof DeviceCheckOutcome)[keyof typeof DeviceCheckOutcome];

/** The parts of a device check, in the order the page shows them. */
export const DEVICE_CHECK_PARTS = ['camera', 'microphone', 'speaker', 'direct', 'stun', 'turn'] as const;
export type TDeviceCheckPart = (typeof DEVICE_CHECK_PARTS)[number];

const ZOutcomeSchema = z.enum(DeviceCheckOutcome);

/**
 * POST /api/{locale}/DeviceCheck: what the signed-in user's browser found. The server adds the
 * time (its own clock) and a summary of the browser from the request's User-Agent.
 */
export const ZDeviceCheckInputSchema = z.object({
  camera: ZOutcomeSchema,
  microphone: ZOutcomeSchema,
  speaker: ZOutcomeSchema,
  direct: ZOutcomeSchema,
  stun: ZOutcomeSchema,
  turn: ZOutcomeSchema,
});
export type TDeviceCheckInput = z.infer<typeof ZDeviceCheckInputSchema>;

/** A stored check as its owner and the counselor of their course read it. */
export const ZDeviceCheckSchema = ZDeviceCheckInputSchema.extend({
  /** e.g. "Chrome 131 · Windows"; "" when the browser did not say. */
  browser: z.string(),
  /** ISO 8601 (UTC), the server's time of saving. */
  checkedAt: z.iso.datetime(),
});
export type TDeviceCheck = z.infer<typeof ZDeviceCheckSchema>;

/** GET /api/{locale}/Course/{id}/DeviceCheck: the client's check for that course, or null. */
export const ZCourseDeviceCheckSchema = ZDeviceCheckSchema.nullable();

/**
 * A check counts for a course when made no earlier than this before its start (and before its
 * end): an older one says little about the device the client will use.
 */
export const DEVICE_CHECK_VALID_BEFORE_START_MS = 30 * 24 * 3600 * 1000;

/** Whether every part that could be tried worked: what the counselor's summary leads with. */
export function deviceCheckAllOk(check: TDeviceCheckInput): boolean {
  const media = [check.camera, check.microphone, check.speaker];
  // A check is fine when the devices work and at least one way to connect does.
  const connects = [check.direct, check.stun, check.turn].includes(DeviceCheckOutcome.Ok);
  return media.every((outcome) => outcome === DeviceCheckOutcome.Ok) && connects;
}

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** A short, readable name of a browser and its system from a User-Agent header. */
export function summarizeUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  const browserName = browser ? `${browser[0]} ${browser[1].exec(userAgent)?.[1] ?? ''}`.trim() : '';
  return [browserName, system?.[0] ?? ''].filter(Boolean).join(' · ') || userAgent.slice(0, 60);
}
