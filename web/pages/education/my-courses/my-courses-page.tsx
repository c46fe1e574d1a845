// /education/my-courses — a client's courses: their registrations (status, waitlist place,
// withdraw), the courses open to them as cards (register, or join the waitlist when full) and the
// enrolment offers they may use. The server decides each registration's status.
import { useState } from "react";
import { Alert, Col, Empty, Row, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import type { CatalogueCourse, RegistrationRecord } from "../education-records";
import { registeredMessage } from "../registered-message";
import { RegistrationModal } from "../registration-modal";
import { WithdrawModal } from "../withdraw-modal";
import { CatalogueCard } from "./catalogue-card";
import { MyRegistrations } from "./my-registrations";
import { OfferCard } from "./offer-card";
import { useMyCourses } from "./use-my-courses";

export function MyCoursesPage() {
  const { t } = useTranslation();
  const { catalogue, registrations } = useMyCourses();
  const [registering, setRegistering] = useState<CatalogueCourse | null>(null);
  const [withdrawing, setWithdrawing] = useState<RegistrationRecord | null>(null);
  const courses = catalogue.data?.courses ?? [];
  const offers = catalogue.data?.offers ?? [];

  const registered = async (registration: RegistrationRecord) => {
    const [mine] = await Promise.all([registrations.refetch(), catalogue.refetch()]);
    const position = mine.data?.find((row) => row.id === registration.id)?.waitlist_position ?? undefined;
    toast({
      type: registration.status === "waitlisted" ? "info" : "success",
      message: registeredMessage(registration, position, t),
    });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="my-courses">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("education:mine.pageTitle")}
      </Typography.Title>
      <MyRegistrations rows={registrations.data} loading={registrations.isLoading} onWithdraw={setWithdrawing} />

      <Typography.Title level={4} style={{ margin: 0 }}>
        {t("education:catalogue.title")}
      </Typography.Title>
      {catalogue.isError && <Alert type="error" showIcon message={t("education:catalogue.loadFailed")} />}
      {!catalogue.isLoading && !catalogue.isError && courses.length === 0 && (
        <Empty description={t("education:catalogue.empty")} />
      )}
      <Row gutter={[16, 16]} data-testid="catalogue">
        {courses.map((course) => (
          <Col key={course.id} xs={24} sm={12} lg={8} xxl={6}>
            <CatalogueCard course={course} onRegister={setRegistering} />
          </Col>
        ))}
      </Row>

      {offers.length > 0 && (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("education:offers.title")}
          </Typography.Title>
          <Row gutter={[16, 16]} data-testid="catalogue-offers">
            {offers.map((offer) => (
              <Col key={offer.id} xs={24} md={12} xl={8}>
                <OfferCard offer={offer} />
              </Col>
            ))}
          </Row>
        </>
      )}

      <RegistrationModal
        open={registering !== null}
        course={registering ?? { id: 0, name: "" }}
        chooseClient={false}
        onClose={() => setRegistering(null)}
        onRegistered={registered}
      />
      <WithdrawModal
        registration={withdrawing}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={() => void Promise.all([registrations.refetch(), catalogue.refetch()])}
      />
    </Space>
  );
}
