// The people an internal note can mention: active staff whose name, last name or email holds
// what follows the "@". The option's value is what the box inserts ("@Name Lastname"), the form
// the API recognises to notify them.
import { useEffect, useRef, useState } from "react";
import { httpClient } from "../../../providers/http-client";

interface TeamMember {
  id: number;
  name: string | null;
  lastname: string | null;
}

export interface MentionOption {
  key: string;
  value: string;
  label: string;
}

const SEARCH_DELAY_MS = 200;
const LIMIT = 10;

export function mentionName(member: { name?: string | null; lastname?: string | null }): string {
  return [member.name, member.lastname]
    .map((part) => (part ?? "").trim())
    .filter(Boolean)
    .join(" ");
}

export function useStaffMentions(enabled: boolean) {
  const [options, setOptions] = useState<MentionOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    if (!enabled) return;
    clearTimeout(timer.current);
    const ask = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      const params = {
        active: true,
        _sort: "full_name",
        _order: "asc",
        _start: 0,
        _end: LIMIT,
        ...(text.trim() ? { q: text.trim() } : {}),
      };
      httpClient
        .get<TeamMember[]>("team-members", { params, silent: true })
        .then(({ data }) => {
          if (ask !== latest.current) return;
          setOptions(
            data
              // The name alone: the list must fit a phone, and the name is what gets inserted.
              .map((m) => ({ key: String(m.id), value: mentionName(m), label: mentionName(m) }))
              .filter((o) => o.value !== ""),
          );
        })
        .catch(() => ask === latest.current && setOptions([]))
        .finally(() => ask === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
  };

  return { options, loading, search };
}
