import { loadConfig } from "../config.js";
import { openMigratedDatabase } from "./bootstrap.js";
import { isEmpty, seedDemo } from "../seed/seed-demo.js";
import { countRows, hasLargeData, seedLargeData } from "../seed/large-data.js";

// `npm run seed`: adds the demo data by hand, only to an empty database.
// `npm run seed -- --large`: the demo data if the database is empty, then 2,000 projects, 50,000
// tasks, 100,000 leads, 50,000 tickets, 100,000 invoices, 300 courses and 20,000 registrations
// (once), never on a production PostgreSQL unless SEED_DEMO=1.
const config = loadConfig();
const large = process.argv.slice(2).includes("--large");
const handle = await openMigratedDatabase(config);
const where = handle.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
try {
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db);
    console.log("Demo data added.");
  } else if (!large) {
    console.log("The database already has users; demo data is only added to an empty database.");
  }
  if (large) {
    if (!config.seedDemo) {
      console.log("Refusing to add the large data set to a production database (set SEED_DEMO=1 to allow it).");
      process.exitCode = 1;
    } else if (await hasLargeData(handle.db)) {
      console.log("The large data set is already there.");
    } else {
      console.log(`Adding the large data set to the ${where}…`);
      const began = performance.now();
      await seedLargeData(handle.db, undefined, (line) => console.log(`  ${line}`));
      console.log(
        `Large data set added in ${((performance.now() - began) / 1000).toFixed(1)} s:`,
        await countRows(handle.db),
      );
    }
  }
} finally {
  await handle.close();
}
