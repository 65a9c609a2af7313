/** The FAQ's sections in page order; each is an anchor (/faq#trial) the support centre links to. */
export const faqSections = ['start', 'trial', 'points', 'booking', 'session', 'devices', 'privacy'] as const;
export type TFaqSection = (typeof faqSections)[number];
