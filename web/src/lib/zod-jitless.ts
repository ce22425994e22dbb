/**
 * zod's fast path compiles parsers with `new Function`, and probes for it when a schema is built.
 * The server's Content-Security-Policy forbids eval, so every probe is reported as a violation
 * (and Lighthouse marks it). `jitless` turns the probe off. It must be set before the first schema
 * is built, and without importing zod here: the schemas (and zod) load later, with the form
 * screens, while this runs first in the entry. zod keeps its configuration on this global so every
 * copy of it shares one; `z.config()` reads the same object (zod-jitless.test.ts checks that).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const global = globalThis as ZodGlobal;
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {}; // a module, imported for its effect only
