// A ticket's conversation as the screen shows it: the newest page first (a 200-message thread
// opens on its last 50), earlier pages on request, the files of the messages in hand, and a quiet
// re-read of the newest window whenever a message or a file changes (live events, a sent reply).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveChanges } from "../../../providers/live/use-live-changes";
import { fetchFiles, fetchNewest, type TicketFile, type TicketMessage } from "./thread-api";
import { withEarlier, withNewest, type ThreadWindow } from "./thread-window";

export const THREAD_PAGE_SIZE = 50;
const LIVE_RESOURCES = ["ticket-messages", "ticket-files"];
/** Changes of one burst (a message and then its files) make one re-read. */
const SETTLE_MS = 250;

const EMPTY: ThreadWindow = { messages: [], total: 0 };

export interface TicketThread {
  messages: TicketMessage[];
  total: number;
  files: ReadonlyMap<number, TicketFile[]>;
  loading: boolean;
  failed: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  loadEarlier(): void;
  /** Reads the newest window again; resolves once it is shown. */
  refresh(): Promise<void>;
}

export function useTicketThread(ticketId: number): TicketThread {
  const [thread, setThread] = useState<ThreadWindow>(EMPTY);
  const [files, setFiles] = useState<ReadonlyMap<number, TicketFile[]>>(new Map());
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const filesRef = useRef(files);
  filesRef.current = files;
  // Answers for a ticket no longer shown are dropped.
  const current = useRef(ticketId);
  current.current = ticketId;

  const loadFiles = useCallback(async (id: number, rows: TicketMessage[]) => {
    // A message whose count the reader is not given (null) is asked about each time.
    const stale = rows
      .filter((m) =>
        m.files_count == null ? true : m.files_count > 0 && filesRef.current.get(m.id)?.length !== m.files_count,
      )
      .map((m) => m.id);
    if (stale.length === 0) return;
    const found = await fetchFiles(stale);
    if (current.current !== id) return;
    setFiles((prev) => {
      const next = new Map(prev);
      for (const [messageId, list] of found) next.set(messageId, list);
      return next;
    });
  }, []);

  // One re-read at a time; a change during one asks for another after it.
  const running = useRef<{ id: number; done: Promise<void> } | null>(null);
  const again = useRef(false);
  const readNewest = useCallback(
    (silent: boolean): Promise<void> => {
      const id = ticketId;
      if (running.current?.id === id) {
        again.current = true;
        return running.current.done;
      }
      const run = async () => {
        do {
          again.current = false;
          const size = Math.max(THREAD_PAGE_SIZE, threadRef.current.messages.length);
          const newest = await fetchNewest(id, 0, size, silent);
          if (current.current !== id) return;
          setThread((prev) => withNewest(prev, newest));
          setFailed(false);
          await loadFiles(id, newest.rows);
        } while (again.current && current.current === id);
      };
      const done = run().finally(() => {
        if (running.current?.done === done) running.current = null;
      });
      running.current = { id, done };
      return done;
    },
    [ticketId, loadFiles],
  );

  useEffect(() => {
    setThread(EMPTY);
    setFiles(new Map());
    setLoading(true);
    setFailed(false);
    readNewest(false)
      .catch(() => current.current === ticketId && setFailed(true))
      .finally(() => current.current === ticketId && setLoading(false));
  }, [ticketId, readNewest]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveChanges(LIVE_RESOURCES, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void readNewest(true).catch(() => undefined), SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadEarlier = useCallback(() => {
    const id = ticketId;
    const from = threadRef.current.messages.length;
    setLoadingEarlier(true);
    fetchNewest(id, from, from + THREAD_PAGE_SIZE)
      .then(async (earlier) => {
        if (current.current !== id) return;
        setThread((prev) => withEarlier(prev, earlier));
        await loadFiles(id, earlier.rows);
      })
      .catch(() => undefined)
      .finally(() => setLoadingEarlier(false));
  }, [ticketId, loadFiles]);

  return {
    messages: thread.messages,
    total: thread.total,
    files,
    loading,
    failed,
    hasEarlier: thread.messages.length < thread.total,
    loadingEarlier,
    loadEarlier,
    refresh: () => readNewest(false),
  };
}
