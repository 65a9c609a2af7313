import { LedgerReason } from '@app/contracts/wallet';
import { ledgerAccount, type TLedgerEntry } from '../wallet/ledger.service.ts';

/** A sign-up as its payment sees it: who paid whom how much. */
type TPaidSignup = { id: string; clientId: string; counselorId: string; paid: number };

/**
 * What a sign-up pays: the price from the client's stored value to the counselor's earnings, as a
 * booking is paid, under a reason of its own so that statements name it; keyed by the sign-up so
 * that it is paid once.
 */
export function lecturePaymentEntry(signup: TPaidSignup): TLedgerEntry {
  return {
    idempotencyKey: `lecture-signup:${signup.id}`,
    reason: LedgerReason.LectureSignup,
    referenceId: signup.id,
    postings: [
      { account: ledgerAccount.storedValue(signup.clientId), amount: -signup.paid },
      { account: ledgerAccount.counselorEarnings(signup.counselorId), amount: signup.paid },
    ],
  };
}

/** The payment given back in full (a withdrawal or a lecture called off), at most once. */
export function lectureRefundEntry(signup: TPaidSignup): TLedgerEntry {
  const payment = lecturePaymentEntry(signup);
  return {
    idempotencyKey: `refund:${payment.idempotencyKey}`,
    reason: LedgerReason.Refund,
    referenceId: signup.id,
    postings: payment.postings.map((posting) => ({ ...posting, amount: -posting.amount })),
  };
}
