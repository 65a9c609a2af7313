import { defaultApiLocale } from '@app/contracts/locale';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { FreeTrialMail, freeTrialSubject, type TFreeTrialMailKind } from './free-trial-mails.tsx';

export type TFreeTrialEvents = {
  /** Queues the notice's e-mail in tx, the transaction that makes the change it tells of. */
  mailed(
    tx: DbOrTx,
    notice: { to: { email: string; nickname: string }; kind: TFreeTrialMailKind; path: string },
  ): Promise<void>;
};

export function createFreeTrialEvents(deps: { outbox: TOutbox; publicUrl: string }): TFreeTrialEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    async mailed(tx, { to, kind, path }) {
      const locale = defaultApiLocale;
      const mail = await renderMail(
        createElement(FreeTrialMail, { kind, nickname: to.nickname, link: `${base}${path}`, locale }),
      );
      await deps.outbox.mailer(tx).send({ to: to.email, subject: freeTrialSubject(kind, locale), ...mail });
    },
  };
}
