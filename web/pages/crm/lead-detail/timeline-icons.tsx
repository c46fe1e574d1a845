// Each timeline kind's icon and colour, so the eye finds notes, activities and changes at once.
import type { ReactNode } from "react";
import {
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  EuroOutlined,
  FormOutlined,
  ImportOutlined,
  InboxOutlined,
  MailOutlined,
  MergeCellsOutlined,
  MessageOutlined,
  PlusCircleOutlined,
  SwapOutlined,
  TrophyOutlined,
  UndoOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { LeadEventKind as TimelineKind } from "../../../../resources/crm/lead-page-answers";

export const TIMELINE_ICONS: Record<TimelineKind, { icon: ReactNode; color: string }> = {
  created: { icon: <PlusCircleOutlined />, color: "gray" },
  status: { icon: <SwapOutlined />, color: "blue" },
  stage: { icon: <SwapOutlined />, color: "blue" },
  owner: { icon: <UserOutlined />, color: "blue" },
  value: { icon: <EuroOutlined />, color: "blue" },
  note: { icon: <MessageOutlined />, color: "#722ed1" },
  activity: { icon: <CalendarOutlined />, color: "#13a8a8" },
  activity_done: { icon: <CheckCircleOutlined />, color: "green" },
  email: { icon: <MailOutlined />, color: "#13a8a8" },
  request: { icon: <InboxOutlined />, color: "#fa8c16" },
  answer: { icon: <FormOutlined />, color: "#2f54eb" },
  lost: { icon: <CloseCircleOutlined />, color: "red" },
  reopened: { icon: <UndoOutlined />, color: "blue" },
  converted: { icon: <TrophyOutlined />, color: "green" },
  merged: { icon: <MergeCellsOutlined />, color: "#eb2f96" },
  imported: { icon: <ImportOutlined />, color: "gray" },
};
