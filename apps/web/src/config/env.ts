/**
 * Build-time settings (Vite's VITE_* variables): links the business supplies, all optional.
 * Checked by hand rather than with zod, which would add 50 kB to the first page on every phone.
 */
const urlKeys = [
  'VITE_COUNSELING_CENTER_URL',
  'VITE_FACEBOOK_URL',
  'VITE_YOUTUBE_URL',
  'VITE_LINE_URL',
  'VITE_INSTAGRAM_URL',
  'VITE_TERMS_PDF_URL',
  'VITE_COUNSELOR_GUIDE_URL',
] as const;

type TUrlKey = (typeof urlKeys)[number];

// URL.canParse is missing on phones a few years old.
function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function readEnv(source: Record<string, unknown>) {
  const urls: Partial<Record<TUrlKey, string>> = {};
  const invalid: string[] = [];
  for (const key of urlKeys) {
    const value = source[key];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && isAbsoluteUrl(value)) urls[key] = value;
    else invalid.push(key);
  }
  if (invalid.length > 0)
    throw new Error(`Invalid environment variables (absolute URLs expected): ${invalid.join(', ')}`);
  return {
    counselingCenterUrl: urls.VITE_COUNSELING_CENTER_URL,
    /** The terms and privacy policy as a PDF; the footer links the /terms page as well. */
    termsPdfUrl: urls.VITE_TERMS_PDF_URL,
    /** The counselors' beginner tutorial; without it, the profile menu's entry opens the support centre. */
    counselorGuideUrl: urls.VITE_COUNSELOR_GUIDE_URL,
    socialLinks: {
      facebook: urls.VITE_FACEBOOK_URL,
      youtube: urls.VITE_YOUTUBE_URL,
      line: urls.VITE_LINE_URL,
      instagram: urls.VITE_INSTAGRAM_URL,
    },
  };
}

export const env = readEnv(import.meta.env);
