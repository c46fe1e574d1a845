import { benchListApi } from "./bench/list-api.js";
import { DATABASE_KINDS } from "../tests/fixtures/database.js";

// `npm run bench`: performance figures, printed, never asserted by the test suite. It runs on
// the embedded database, and on PostgreSQL too when TEST_DATABASE_URL names a server.
const results = [];
for (const kind of DATABASE_KINDS) results.push(await benchListApi(kind));
console.table(results);
