export * from "./kit/types.js";
export * from "./kit/define-resource.js";
export * from "./kit/permissions.js";
export * from "./kit/row-scope.js";
export * from "./kit/page-permissions.js";
export * from "./registry.js";
export * from "./kit/overdue.js";
export * from "./kit/time-of-day.js";
