/**
 * The site's Content-Security-Policy forbids eval, and zod's compiled parsers would only trip it:
 * its probe for `new Function` is reported as a violation even though zod then parses without.
 * zod reads its settings from this global, shared by every copy of it, so the entry sets
 * `jitless` before any schema loads without bundling zod itself (zod-without-eval.test.ts checks
 * that zod still honours it).
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Changed in place: a zod copy already loaded holds this very object.
(zodSettings.__zod_globalConfig ??= {}).jitless = true;
