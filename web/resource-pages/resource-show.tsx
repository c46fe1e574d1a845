// Generated page: the detail of one row of a declared resource (antd Descriptions of every field,
// system fields included), built from its ResourceDef in resources/.
import type { ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useNavigation, useShow } from "@refinedev/core";
import { Show } from "@refinedev/antd";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { DeleteConfirmButton } from "./delete-confirm";
import { rowAllows } from "../providers/access-row-permissions";
import { FieldDisplay } from "./field-display";
import { RelatedLists } from "./related-list";
import { backTitle } from "./back-title";
import { RecordHistory } from "../pages/users/logs/record-history";
import { NotFoundPage } from "../pages/not-found";

const SYSTEM_LAST = ["created_at", "updated_at"];
// Bookkeeping a reader has no use for: the row's number is in the URL, its version guards edits.
const NEVER_SHOWN = new Set(["id", "version"]);

/** Every field but the hidden ones (a board position) and the bookkeeping, dates of change last. */
export function fieldOrder(def: ResourceDef): string[] {
  const names = Object.keys(def.fields).filter((n) => !def.fields[n].hidden && !NEVER_SHOWN.has(n));
  const own = names.filter((n) => !SYSTEM_LAST.includes(n));
  return [...own, ...SYSTEM_LAST.filter((n) => names.includes(n))];
}

/** Whether a field with `shownWhen` applies to this row (its flag is true). */
export function shownOn(def: ResourceDef, name: string, record: BaseRecord): boolean {
  const flag = def.fields[name].shownWhen;
  return !flag || record[flag] === true;
}

/** `extraButtons`: a screen's own buttons beside the generic ones (a client's "invoice unbilled time"). */
export function ResourceShow({
  def,
  extraButtons,
}: {
  def: ResourceDef;
  extraButtons?: (record: BaseRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = useNavigation();
  const { query, result: record } = useShow({ resource: def.name });
  const title = record ? String(record[def.labelField] ?? record.id) : t(`resources:${def.name}.singular`);
  // A row that is not there (or not the reader's): the not-found page, which the HTTP client leaves untoasted.
  if ((query.error as { statusCode?: number } | null)?.statusCode === 404) return <NotFoundPage />;

  return (
    <Show
      {...backTitle(title)}
      isLoading={query.isLoading}
      canDelete={false}
      // Edit only where the API would accept it for this row (`_can`); the role check still hides it otherwise.
      canEdit={Boolean(record) && rowAllows(record, "edit")}
      headerButtons={({ defaultButtons }) => (
        <>
          {record && extraButtons?.(record)}
          {defaultButtons}
          {record && <DeleteConfirmButton def={def} record={record} onDeleted={() => list(def.name)} />}
        </>
      )}
    >
      {record && (
        <Descriptions bordered size="middle" column={{ xs: 1, sm: 1, md: 1, lg: 2 }}>
          {fieldOrder(def)
            .filter((name) => shownOn(def, name, record))
            .map((name) => (
              <Descriptions.Item key={name} label={t(`resources:${def.name}.fields.${name}`)}>
                <FieldDisplay def={def} name={name} value={record[name]} />
              </Descriptions.Item>
            ))}
        </Descriptions>
      )}
      {record?.id !== undefined && def.related?.length ? <RelatedLists def={def} id={record.id} /> : null}
      {record?.id !== undefined && <RecordHistory resource={def.name} id={record.id} />}
    </Show>
  );
}
