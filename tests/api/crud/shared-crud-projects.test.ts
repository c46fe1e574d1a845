import { runSharedCrudSuite } from "./support/shared-crud-suite.js";

runSharedCrudSuite("projects");
