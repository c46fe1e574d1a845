import os from "node:os";
import { DATABASE_KINDS } from "../tests/fixtures/database.js";
import { benchForgotPassword } from "./bench/forgot-password-timing.js";

// `npm run bench:forgot-password`: whether forgot-password answers as fast for an address with
// an account as without one (scripts/bench/forgot-password-timing.ts), on the embedded database
// and on PostgreSQL when TEST_DATABASE_URL names a server. Printed, never asserted.
console.log(`Forgot-password timing, load average ${os.loadavg()[0].toFixed(1)} at the start…`);
const figures = [];
for (const kind of DATABASE_KINDS) figures.push(await benchForgotPassword(kind));
console.table(figures);
