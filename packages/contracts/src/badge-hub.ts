/**
 * The real-time badge hub (shell spec §7): a socket.io server at the API base under /chatHub.
 * Clients send their access token as the handshake's `auth.token`; the server derives the
 * account from it and only ever sends a user their own counters.
 */
export const BADGE_HUB_PATH = '/api/zh-tw/chatHub';

/** Starting the hub is retried every 5 s, at most 10 times (shell spec §7, §9). */
export const BADGE_HUB_RETRY_INTERVAL_MS = 5000;
export const BADGE_HUB_RETRY_ATTEMPTS = 10;

export type TBadgeHubAuth = { token: string };

/** Events the server emits. BroadcastMessage is reserved: clients accept it and ignore it. */
export type TBadgeHubServerEvents = {
  /** The user's unread mail count. */
  MailCount: (count: number) => void;
  /** The user's upcoming-course count (the reservation bell). */
  CourseCount: (count: number) => void;
  BroadcastMessage: (message: unknown) => void;
};

/** The counters a user can be sent: every server event but the reserved one. */
export type TBadgeCounter = Exclude<keyof TBadgeHubServerEvents, 'BroadcastMessage'>;
