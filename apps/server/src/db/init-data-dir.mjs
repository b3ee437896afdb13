// Creates an embedded PostgreSQL data directory, in its own short-lived process: initdb briefly
// needs ~0.9 GB, and WebAssembly memory never shrinks, so the server must not be the one to run it.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-data-dir.mjs <dataDir>');
const db = await PGlite.create(dataDir);
await db.close();
