import os from "node:os";
import { DATABASE_KINDS } from "../tests/fixtures/database.js";
import { benchVerifactuSend } from "./bench/verifactu-send.js";

// `npm run bench:verifactu`: 10,000 pending VeriFactu records sent to the fake agency
// (scripts/bench/verifactu-send.ts), on the embedded database and on PostgreSQL when
// TEST_DATABASE_URL names a server. Printed, never asserted.
console.log(`VeriFactu sending, load average ${os.loadavg()[0].toFixed(1)} at the start…`);
const figures = [];
for (const kind of DATABASE_KINDS) figures.push(await benchVerifactuSend(kind, console.log));
console.table(figures);
