// A client rates their resolved ticket once: 1–5 stars and an optional comment (POST
// /api/tickets/:id/rate). A rated ticket shows the rating given.
import { useState } from "react";
import { Button, Card, Input, Rate, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { rateTicket } from "../ticket-api";
import type { TicketRecord } from "../ticket-record";

export function RatingWidget({ ticket, onRated }: { ticket: TicketRecord; onRated: (row: TicketRecord) => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [saving, setSaving] = useState(false);
  const rated = typeof ticket.rating === "number" && ticket.rating > 0;

  const submit = async () => {
    setSaving(true);
    try {
      onRated(await rateTicket(ticket.id, { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) }));
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t("support:rating.title")} data-testid="ticket-rating">
      {rated ? (
        <Space direction="vertical" size={4}>
          <Rate disabled value={ticket.rating ?? 0} />
          <Typography.Text type="secondary">{t("support:rating.thanks")}</Typography.Text>
          {ticket.rating_comment && (
            <Typography.Paragraph style={{ marginBottom: 0 }}>{ticket.rating_comment}</Typography.Paragraph>
          )}
        </Space>
      ) : (
        <Space direction="vertical" size={8} style={{ width: "100%" }}>
          <Typography.Text>{t("support:rating.ask")}</Typography.Text>
          <Rate value={rating} onChange={setRating} aria-label={t("support:rating.stars")} />
          <Input.TextArea
            rows={3}
            maxLength={2000}
            value={comment}
            placeholder={t("support:rating.comment")}
            aria-label={t("support:rating.comment")}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            type="primary"
            disabled={rating < 1}
            loading={saving}
            onClick={() => void submit()}
            data-testid="ticket-rate"
          >
            {t("support:rating.submit")}
          </Button>
        </Space>
      )}
    </Card>
  );
}
