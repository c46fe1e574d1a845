// The columns a user chose for one list (see column-choice.ts), read once per user and list.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useGetIdentity } from "@refinedev/core";
import { columnChoiceKey, readHiddenColumns, writeHiddenColumns } from "./column-choice";

const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

export interface ColumnChoice {
  /** Every column that may be hidden, in table order. */
  hideable: readonly string[];
  hidden: readonly string[];
  setHidden(hidden: string[]): void;
  isShown(name: string): boolean;
}

/** `locked` columns (the row's name) are always shown and never offered. */
export function useColumnChoice(
  list: string,
  columns: readonly string[],
  locked: readonly string[] = [],
): ColumnChoice {
  const { data: user } = useGetIdentity<{ id?: unknown }>();
  const key = columnChoiceKey(user?.id, list);
  const columnText = columns.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the names' text: arrays are new each render
  const hideable = useMemo(() => columns.filter((c) => !locked.includes(c)), [columnText, locked.join(",")]);
  const [hidden, setHiddenState] = useState<string[]>(() => readHiddenColumns(storage(), key, hideable));
  // The identity arrives after the first render: read that user's choice when it does.
  useEffect(() => setHiddenState(readHiddenColumns(storage(), key, hideable)), [key, hideable]);
  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      writeHiddenColumns(storage(), key, next);
    },
    [key],
  );
  return { hideable, hidden, setHidden, isShown: (name: string) => !hidden.includes(name) };
}
