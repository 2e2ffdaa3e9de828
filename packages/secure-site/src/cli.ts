#!/usr/bin/env node
import { createSecureSite } from './server/createSecureSite.js';
import { readSecureSiteEnv } from './server/env.js';

/** Starts the secure site from environment variables (see docs/secure-site.md) and stops it on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const { options, generatedKey } = readSecureSiteEnv(process.env);
  if (generatedKey) {
    console.warn('WARNING: SECURE_SITE_DEV=1 and no SECURE_SITE_KEY: using a throwaway server key generated now.');
    console.warn('WARNING: keys stored with it cannot be decrypted after a restart. Never run production like this.');
  }
  if (!options.databaseUrl && !options.dataDir) console.warn('WARNING: no DATABASE_URL or DATA_DIR: the database lives in memory and is lost on exit.');
  const site = await createSecureSite(options);
  const database = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
  console.log(`Secure site listening on ${site.url} (database: ${database})`);
  const stop = () => {
    site.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
