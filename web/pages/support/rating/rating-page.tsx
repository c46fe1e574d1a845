// /support/rate/:token, the one-click satisfaction link of the close mail: no sign-in, 1–5 stars
// and an optional comment, sent once. A spent link (used, expired, or refused with 410) says so.
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { Alert, Button, Input, Rate, Result, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { readRatingLink, refusalOf, sendRating, type RatingLink } from "./rating-api";
import { adoptLinkLanguage } from "./rating-language";

type View = "loading" | "form" | "thanks" | "used" | "expired" | "notFound" | "failed";

const STARS = [1, 2, 3, 4, 5];
const COMMENT_MAX = 2000;

export function RatingPage() {
  const { t } = useTranslation("ticket-conversation");
  const { token = "" } = useParams();
  const [view, setView] = useState<View>("loading");
  const [link, setLink] = useState<RatingLink>();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    document.title = `${t("rating.pageTitle")} · ${t("common:app.title")}`;
  }, [t]);

  useEffect(() => {
    let gone = false;
    readRatingLink(token)
      .then((found) => {
        if (gone) return;
        adoptLinkLanguage(found.language);
        setLink(found);
        setView(found.status === "open" ? "form" : found.status);
      })
      .catch((e) => !gone && setView(refusalOf(e)));
    return () => {
      gone = true;
    };
  }, [token]);

  const submit = async () => {
    if (!rating) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await sendRating(token, rating, comment);
      setView("thanks");
    } catch (e) {
      const refusal = refusalOf(e);
      if (refusal === "failed") setError(String((e as Error).message || t("rating.failed")));
      else setView(refusal);
    } finally {
      setBusy(false);
    }
  };

  if (view === "loading") return <Spin style={{ display: "block", margin: "48px auto" }} />;
  if (view === "thanks")
    return (
      <div data-testid="rating-thanks">
        <Result status="success" title={t("rating.thanksTitle")} subTitle={t("rating.thanksText")} />
      </div>
    );
  if (view === "used")
    return (
      <div data-testid="rating-used">
        <Result status="info" title={t("rating.usedTitle")} subTitle={t("rating.usedText")} />
      </div>
    );
  if (view === "expired")
    return (
      <div data-testid="rating-expired">
        <Result status="warning" title={t("rating.expiredTitle")} subTitle={t("rating.expiredText")} />
      </div>
    );
  if (view === "notFound")
    return (
      <div data-testid="rating-not-found">
        <Result status="404" title={t("rating.notFoundTitle")} subTitle={t("rating.notFoundText")} />
      </div>
    );
  if (view === "failed")
    return (
      <div data-testid="rating-failed">
        <Result status="error" title={t("rating.failed")} />
      </div>
    );

  return (
    <form
      data-testid="rating-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      style={{ display: "flex", flexDirection: "column", gap: 16 }}
    >
      <div>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
          {t("rating.pageTitle")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("rating.intro")}</Typography.Text>
      </div>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
          {t("rating.ticket")}
        </Typography.Text>
        <Typography.Text strong style={{ overflowWrap: "anywhere" }} data-testid="rating-ticket-title">
          {link?.title}
        </Typography.Text>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend do not fit here */}
      <div role="group" aria-labelledby="rating-stars-label">
        <Typography.Text id="rating-stars-label" style={{ display: "block", marginBottom: 4 }}>
          {t("rating.stars")}
        </Typography.Text>
        <Rate
          value={rating}
          onChange={(value) => {
            setRating(value);
            setMissing(false);
          }}
          tooltips={STARS.map((n) => t(`rating.starNames.${n}`))}
          style={{ fontSize: 32 }}
          data-testid="rating-stars"
        />
        {rating > 0 && (
          <Typography.Text type="secondary" style={{ marginInlineStart: 12 }} data-testid="rating-star-name">
            {t(`rating.starNames.${rating}`)}
          </Typography.Text>
        )}
        {missing && (
          <Typography.Text type="danger" role="alert" style={{ display: "block" }}>
            {t("rating.required")}
          </Typography.Text>
        )}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 4, marginBottom: 8 }}>
        <label htmlFor="rating-comment">{t("rating.comment")}</label>
        <Input.TextArea
          id="rating-comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t("rating.commentPlaceholder")}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={COMMENT_MAX}
          showCount
        />
      </div>
      {error && <Alert type="error" showIcon message={error} />}
      <Button type="primary" htmlType="submit" size="large" loading={busy} block data-testid="rating-submit">
        {t("rating.submit")}
      </Button>
    </form>
  );
}
