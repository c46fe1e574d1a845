import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { commentTree, type TaskComment } from "../../../../web/pages/tasks/detail/comments/comment-tree";
import {
  attachmentProblem,
  humanSize,
  MAX_ATTACHMENT_BYTES,
} from "../../../../web/components/attachments/attachment-rules";
import { entryBody, entryFormValues, isRunning } from "../../../../web/pages/tasks/detail/time/time-entry";
import { hoursMinutes } from "../../../../web/pages/tasks/detail/task-record";
import {
  DEPENDENCY_DATES,
  dependencyDatesWarning,
  sendConfirmingDependencyDates,
} from "../../../../web/pages/tasks/detail/confirm-dependency-dates";

// The task page's pure rules: how comments thread, what may be attached, how a time entry is
// sent, and the dependency-dates confirmation (asked once, then the same request confirmed).

function comment(id: number, parent_id: number | null = null, pinned = false): TaskComment {
  return {
    id,
    version: 1,
    task_id: 1,
    content: `c${id}`,
    author_id: 1,
    internal: false,
    pinned,
    parent_id,
    created_at: "2030-01-01T00:00:00Z",
  };
}

const shape = (nodes: ReturnType<typeof commentTree>): unknown =>
  nodes.map((n) => (n.replies.length ? [n.comment.id, shape(n.replies)] : n.comment.id));

describe("comment threads", () => {
  it("puts replies under their parent, pinned first, then oldest first", () => {
    const tree = commentTree([
      comment(1),
      comment(2),
      comment(3, 1),
      comment(4, null, true),
      comment(5, 3),
      comment(6, 1, true),
    ]);
    expect(shape(tree)).toEqual([4, [1, [6, [3, [5]]]], 2]);
    expect(tree[1].descendants).toBe(3);
  });

  it("shows a reply whose parent is not loaded at the top level, and survives a parent loop", () => {
    expect(shape(commentTree([comment(7, 99), comment(8)]))).toEqual([7, 8]);
    const loop = commentTree([comment(1, 2), comment(2, 1)]);
    expect(loop.reduce((n, node) => n + 1 + node.descendants, 0)).toBe(2);
  });
});

describe("attachments", () => {
  it("accepts PNG, JPG, PDF and DOCX up to 10 MB, by type or (no type) by name", () => {
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(attachmentProblem({ name: "a.docx", type: "", size: 10 })).toBeNull();
    expect(attachmentProblem({ name: "a.txt", type: "text/plain", size: 10 })).toBe("type");
    expect(attachmentProblem({ name: "a.exe", type: "", size: 10 })).toBe("type");
    expect(attachmentProblem({ name: "a.pdf", type: "application/pdf", size: MAX_ATTACHMENT_BYTES + 1 })).toBe("size");
  });

  it("writes sizes for people, in their language", () => {
    expect(humanSize(74, "en")).toBe("74 bytes");
    expect(humanSize(1536, "en")).toBe("1.5 kB");
    expect(humanSize(1.5 * 1024 * 1024, "es")).toBe("1,5 MB");
  });
});

describe("time entries", () => {
  it("sends minutes with no end, or a start and an end on the chosen day", () => {
    const day = dayjs("2030-04-12T15:00:00");
    const byMinutes = entryBody({ mode: "duration", date: day, minutes: 90, note: " Bocetos ", billable: true });
    expect(byMinutes).toMatchObject({ minutes: 90, ended_at: null, note: "Bocetos", billable: true });
    expect(dayjs(byMinutes.started_at as string).format("YYYY-MM-DD HH:mm")).toBe("2030-04-12 09:00");
    const byRange = entryBody({
      mode: "range",
      date: day,
      start: dayjs("2000-01-01T10:00:00"),
      end: dayjs("2000-01-01T11:45:00"),
      note: "",
      billable: false,
    });
    expect(byRange).toMatchObject({ note: null, billable: false });
    expect(dayjs(byRange.ended_at as string).diff(dayjs(byRange.started_at as string), "minute")).toBe(105);
    expect(dayjs(byRange.started_at as string).format("YYYY-MM-DD HH:mm")).toBe("2030-04-12 10:00");
  });

  it("reads an entry back into the form and tells a running timer", () => {
    const entry = {
      id: 1,
      version: 1,
      task_id: 1,
      user_id: 1,
      started_at: "2030-04-12T09:00:00Z",
      ended_at: null,
      minutes: 30,
      note: null,
      billable: true,
    };
    expect(entryFormValues(entry)).toMatchObject({ mode: "duration", minutes: 30 });
    expect(isRunning(entry)).toBe(false);
    expect(isRunning({ ended_at: null, minutes: null })).toBe(true);
    expect(hoursMinutes(90)).toBe("1:30");
    expect(hoursMinutes(5)).toBe("0:05");
  });
});

describe("dependency-dates confirmation", () => {
  const warning = {
    response: {
      status: 422,
      data: {
        message: "Validation failed",
        errors: { start_date: ["Starts before “A” ends"] },
        confirm: DEPENDENCY_DATES,
      },
    },
  };

  it("asks with the warning's messages and repeats the request confirmed when accepted", async () => {
    const configs: unknown[] = [];
    const asked: string[][] = [];
    const result = await sendConfirmingDependencyDates(
      async (config) => {
        configs.push(config);
        if (configs.length === 1) throw warning;
        return { data: { id: 9 } } as never;
      },
      async (messages) => {
        asked.push(messages);
        return true;
      },
    );
    expect(result).toEqual({ id: 9 });
    expect(asked).toEqual([["Starts before “A” ends"]]);
    expect(configs).toEqual([{ silent: true }, { silent: true, headers: { "x-confirm": DEPENDENCY_DATES } }]);
  });

  it("sends nothing more when declined, and rethrows any other refusal", async () => {
    let calls = 0;
    const declined = await sendConfirmingDependencyDates(
      async () => {
        calls++;
        return Promise.reject(warning);
      },
      async () => false,
    );
    expect(declined).toBeUndefined();
    expect(calls).toBe(1);
    const cycle = { response: { status: 422, data: { errors: { depends_on_id: ["cycle"] } } } };
    expect(dependencyDatesWarning(cycle)).toBeNull();
    const reported: unknown[] = [];
    await expect(
      sendConfirmingDependencyDates(
        async () => Promise.reject(cycle),
        async () => true,
        (e) => reported.push(e),
      ),
    ).rejects.toBe(cycle);
    expect(reported).toEqual([cycle]);
  });
});
