import { loadConfig } from "../config.js";
import { openMigratedDatabase } from "./bootstrap.js";
import { isEmpty, seedDemo } from "../seed/seed-demo.js";

// `npm run seed`: adds the demo data by hand, only to an empty database.
const config = loadConfig();
const handle = await openMigratedDatabase(config);
if (await isEmpty(handle.db)) {
  await seedDemo(handle.db);
  console.log("Demo data added.");
} else {
  console.log("The database already has users; demo data is only added to an empty database.");
}
await handle.close();
