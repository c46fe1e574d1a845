// Start / stop a timer on this task, with the running time ticking. A timer running on another
// task is named with a link to it (one timer at a time; stop it there first).
import { Button, Space, Typography } from "antd";
import { PauseCircleOutlined, PlayCircleOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TimeEntry } from "./time-entry";
import { useNow } from "./use-running-timer";

/** 3725 s → "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

interface TimerControlProps {
  taskId: number;
  running: TimeEntry | null;
  busy: boolean;
  onStart(): void;
  onStop(entry: TimeEntry): void;
}

export function TimerControl({ taskId, running, busy, onStart, onStop }: TimerControlProps) {
  const { t } = useTranslation();
  const here = running?.task_id === taskId;
  const now = useNow(Boolean(running));
  const elapsed = running ? (now - new Date(running.started_at).getTime()) / 1000 : 0;

  if (running && !here) {
    return (
      <Typography.Text type="secondary" data-testid="timer-elsewhere">
        {t("tasks:time.runningElsewhere")}{" "}
        <Link to={`/tasks/${running.task_id}?tab=time`}>{t("tasks:time.openRunning")}</Link>
      </Typography.Text>
    );
  }
  return (
    <Space size={12} align="center" data-testid="timer">
      {here ? (
        <Button
          danger
          type="primary"
          icon={<PauseCircleOutlined />}
          loading={busy}
          onClick={() => onStop(running!)}
          data-testid="timer-stop"
        >
          {t("tasks:time.stop")}
        </Button>
      ) : (
        <Button type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={onStart} data-testid="timer-start">
          {t("tasks:time.start")}
        </Button>
      )}
      {here && (
        <Typography.Text
          strong
          style={{ fontVariantNumeric: "tabular-nums", fontSize: 18 }}
          data-testid="timer-elapsed"
          aria-live="off"
        >
          {clock(elapsed)}
        </Typography.Text>
      )}
    </Space>
  );
}
