import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { demoLoginsText, seedDemo } from './seed.js';

/** `npm run seed [-- --reset]`: fills an empty database with the demo shop, or rebuilds it. */
const reset = process.argv.includes('--reset');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.resolve(import.meta.dirname, '../../../data');

const database = await openDatabase({ databaseUrl, dataDir });
try {
  const result = await seedDemo(database.db, { reset });
  if (result.seeded) {
    console.log(
      `Seeded the demo catalogue: ${Object.entries(result.counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    console.log(demoLoginsText());
  } else {
    console.log('The database already has data; nothing seeded. Use --reset to rebuild the demo catalogue.');
  }
} finally {
  await database.close();
}
