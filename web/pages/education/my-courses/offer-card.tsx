// An enrolment offer open to the client: picture, name, description and fee. One they may not use
// (new clients only, and they have registered before) stays in view, greyed, saying why.
import { Card, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../resource-pages/money";
import { CourseImage } from "../course-image";
import type { OfferRecord } from "../education-records";

export function OfferCard({ offer }: { offer: OfferRecord }) {
  const { t, i18n } = useTranslation();
  const unavailable = offer.available === false;
  return (
    <Card
      size="small"
      data-testid="catalogue-offer"
      data-offer={offer.name}
      aria-disabled={unavailable}
      style={{ height: "100%", opacity: unavailable ? 0.6 : 1 }}
    >
      <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
        <CourseImage path={offer.image} alt={offer.name} height={56} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 4 }}>
            <Typography.Text strong>{offer.name}</Typography.Text>
            <Typography.Text strong data-testid="offer-fee">
              {offer.fee ? formatMoney(offer.fee, i18n.language) : t("education:offers.free")}
            </Typography.Text>
          </div>
          {offer.description && (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 3, expandable: true }}
              style={{ margin: "4px 0 0", fontSize: 13 }}
            >
              {offer.description}
            </Typography.Paragraph>
          )}
          {unavailable && (
            <Tag style={{ marginTop: 6 }} data-testid="offer-unavailable">
              {t("education:offers.newClientsOnly")}
            </Tag>
          )}
        </div>
      </div>
    </Card>
  );
}
