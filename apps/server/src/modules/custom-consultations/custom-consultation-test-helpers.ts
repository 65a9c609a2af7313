import { eq } from 'drizzle-orm';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import type { TTestApp } from '../../test/build-test-app.ts';
import { createBookableTopic } from '../courses/booking-test-helpers.ts';

/** The custom price of the test counselor. */
export const CUSTOM_PRICE = 3000;

/**
 * A listed counselor serving 6 hours from 48 hours after the test clock's now (lead time 4 hours)
 * who takes custom consultations at CUSTOM_PRICE points.
 */
export async function createCustomCounselor(testApp: TTestApp, options: { accepts?: boolean } = {}) {
  const { counselor, firstSlot } = await createBookableTopic(testApp);
  await testApp.database.db
    .update(counselorProfiles)
    .set({ acceptsCustomConsultation: options.accepts ?? true, customConsultationPrice: CUSTOM_PRICE })
    .where(eq(counselorProfiles.userId, counselor.id));
  return { counselor, firstSlot };
}
