// The dashboard's answer as the web reads it: typed once, in resources/ (resources/dashboard-answer.ts
// and each area's dashboard-answer.ts), and what a section is given.
import type { DashboardAnswer } from "../../../resources/dashboard-answer";

export type {
  DashboardAnswer,
  DashboardRange,
  Figure,
  Link,
  SectionKey,
  Span,
} from "../../../resources/dashboard-answer";

/** What a section is given: the whole answer (its own part, and the range it covers). */
export interface SectionProps {
  answer: DashboardAnswer;
}
