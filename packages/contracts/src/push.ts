import { z } from 'zod';

/** GET /api/{locale}/Push/PublicKey: the VAPID public key browsers subscribe with (base64url). */
export const ZPushPublicKeySchema = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKeySchema>;

/** The push service's address of one browser; only https addresses are taken. */
const ZEndpointSchema = z
  .url('validation.push_endpoint')
  .max(2048, 'validation.push_endpoint')
  .refine((value) => value.startsWith('https://'), 'validation.push_endpoint');

/** POST /api/{locale}/Push/Subscription: a browser's PushSubscription as its toJSON() gives it. */
export const ZPushSubscriptionInputSchema = z.object({
  endpoint: ZEndpointSchema,
  keys: z.object({
    p256dh: z.string().min(1, 'validation.push_keys').max(200, 'validation.push_keys'),
    auth: z.string().min(1, 'validation.push_keys').max(100, 'validation.push_keys'),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInputSchema>;

/** DELETE /api/{locale}/Push/Subscription: which of the caller's browsers stops getting pushes. */
export const ZPushUnsubscribeInputSchema = z.object({ endpoint: ZEndpointSchema });
export type TPushUnsubscribeInput = z.infer<typeof ZPushUnsubscribeInputSchema>;

/** What a reminder push carries to the service worker: the notification and the page it opens. */
export const ZPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayloadSchema>;
