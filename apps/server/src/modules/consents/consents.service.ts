import {
  CONSENT_TEXT_PATHS,
  CONSENT_TEXT_VERSIONS,
  CONSENTS_FOR_ACTION,
  type TConsentAction,
  type TConsentRequired,
} from '@app/contracts/consents';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './consents.repo.ts';

export type TConsentsService = ReturnType<typeof createConsentsService>;

/** Where a consent was given from. */
export type TConsentOrigin = { ip: string | null; userAgent: string | null };

/**
 * Consents to the platform's texts (terms, privacy, recording-forbidden, booking rules, recharge
 * contract): which version of which text a user agreed to, when and from where. A text's new
 * version (CONSENT_TEXT_VERSIONS) asks again.
 */
export function createConsentsService(deps: { db: DbOrTx; now: () => Date }) {
  return {
    /** The texts `action` asks for, their current versions, and whether the user agreed to each. */
    async required(userId: string, action: TConsentAction): Promise<TConsentRequired> {
      const texts = CONSENTS_FOR_ACTION[action];
      const agreed = await repo.listAgreed(deps.db, userId, texts);
      return {
        action,
        texts: texts.map((text) => ({
          text,
          version: CONSENT_TEXT_VERSIONS[text],
          path: CONSENT_TEXT_PATHS[text],
          agreed: agreed.some((row) => row.text === text && row.version === CONSENT_TEXT_VERSIONS[text]),
        })),
      };
    },

    /** Records the user's agreement to the current versions of the texts `action` asks for. */
    async record(options: {
      userId: string;
      action: TConsentAction;
      context: string | null;
      origin: TConsentOrigin;
    }): Promise<void> {
      const agreedAt = deps.now();
      await repo.insertConsents(
        deps.db,
        CONSENTS_FOR_ACTION[options.action].map((text) => ({
          userId: options.userId,
          text,
          version: CONSENT_TEXT_VERSIONS[text],
          context: options.context,
          ip: options.origin.ip,
          userAgent: options.origin.userAgent?.slice(0, 400) ?? null,
          agreedAt,
        })),
      );
    },

    /** Every consent the user gave. */
    list: (userId: string) => repo.listUserConsents(deps.db, userId),
  };
}
