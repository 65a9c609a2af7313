import type { TContactMessage, TContactReceipt } from '@app/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /Contact: stored, mailed to support, and acknowledged to the sender by mail. */
export function sendContactMessage(message: TContactMessage): Promise<TContactReceipt> {
  return api.post<TContactReceipt>('/Contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
