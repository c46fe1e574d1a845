// How full the course is: seated (confirmed and pending hold a seat) out of its seats, and the
// figures staff fill it by: pending confirmation, free seats, and the waitlist.
import { Card, Progress, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import type { Occupancy } from "../education-records";

export function OccupancyCard({ occupancy }: { occupancy: Occupancy | undefined }) {
  const { t } = useTranslation();
  const seated = occupancy ? occupancy.confirmed + occupancy.pending : 0;
  const seats = occupancy?.seats ?? 0;
  const percent = seats > 0 ? Math.min(100, Math.round((seated / seats) * 100)) : 0;
  const figures: [string, number | undefined, string][] = [
    ["confirmed", occupancy?.confirmed, "#389e0d"],
    ["pending", occupancy?.pending, "#d48806"],
    ["free", occupancy?.free, "#1677ff"],
    ["waitlisted", occupancy?.waitlisted, "#531dab"],
  ];
  return (
    <Card
      title={t("education:occupancy.title")}
      size="small"
      loading={!occupancy}
      data-testid="course-occupancy"
      style={{ height: "100%" }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" }}>
        <Progress
          type="dashboard"
          percent={percent}
          size={112}
          format={() => (
            <span data-testid="occupancy-seated" style={{ fontSize: 18 }}>
              {seated}/{seats}
            </span>
          )}
          aria-label={t("education:occupancy.seatedOf", { seated, seats })}
        />
        <div
          style={{
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(80px, 1fr))",
            gap: "8px 16px",
            flex: 1,
            minWidth: 180,
          }}
        >
          {figures.map(([key, value, color]) => (
            <div key={key} data-testid={`occupancy-${key}`}>
              <Statistic
                title={t(`education:occupancy.${key}`)}
                value={value ?? 0}
                valueStyle={{ fontSize: 20, color }}
              />
            </div>
          ))}
        </div>
      </div>
    </Card>
  );
}
