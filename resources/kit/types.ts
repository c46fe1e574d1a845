// The vocabulary every resource declaration is written in, one concern per file; importers read
// it all from here.
export { ACTIONS, AREAS, ROLES, STAFF_ROLES } from "./roles.js";
export type { Action, Area, Permissions, Role } from "./roles.js";
export type { FieldDef, FieldType, MappedOverride } from "./field-def.js";
export { isComputedField } from "./field-def.js";
export type { RowScope } from "./row-scope-def.js";
export type { BoardDef } from "./board-def.js";
export type { FlagCondition, OverdueDef, RuleFilterDef } from "./derived-filter-defs.js";
export type { ChildrenDef, FieldName, Fields, PageAction, ResourceDef, SectionDef } from "./resource-def.js";
