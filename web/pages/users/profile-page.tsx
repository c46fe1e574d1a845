import { Avatar, Button, Card, Col, Row, Space, Spin, Tag, Typography } from "antd";
import { SafetyOutlined, UserOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ActivityCard } from "./activity-card";
import { ImageUpload } from "./image-upload";
import { PasswordCard } from "./password-card";
import { ProfileDetails } from "./profile-details";
import { useFileUrl } from "../../components/use-file-url";
import { useMe, type Me } from "./use-me";
import { ROLE_COLORS } from "./user-roles";

// /users/profile: the signed-in user's own page, open to every role.
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { me, apply } = useMe();
  const avatar = useFileUrl(me?.avatar);
  if (!me) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("profile:title")}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <Card>
              <ImageUpload<{ data: Me }>
                url="me/avatar"
                label={t("profile:avatar.upload")}
                testId="avatar-upload"
                onUploaded={({ data }) => void apply(data)}
                preview={<Avatar size={96} src={avatar} icon={<UserOutlined />} data-testid="profile-avatar" />}
              />
              <div style={{ textAlign: "center", marginTop: 12 }}>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {[me.name, me.lastname].filter(Boolean).join(" ")}
                </Typography.Title>
                <Typography.Text type="secondary">{me.email}</Typography.Text>
                <div style={{ marginTop: 8 }}>
                  {(me.roles ?? []).map((r) => (
                    <Tag key={r.name} color={ROLE_COLORS[r.name]}>
                      {t(`users:roles.${r.name}`)}
                    </Tag>
                  ))}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("profile:since", { date: dayjs(me.created_at).locale(i18n.language).format("LL") })}
                </Typography.Text>
              </div>
            </Card>
            <Card title={t("profile:twoFactor.title")} size="small">
              <Space style={{ width: "100%", justifyContent: "space-between" }}>
                <Tag
                  icon={<SafetyOutlined />}
                  color={me.two_factor_enabled ? "success" : "default"}
                  data-testid="two-factor-status"
                >
                  {t(me.two_factor_enabled ? "profile:twoFactor.enabled" : "profile:twoFactor.disabled")}
                </Tag>
                <Link to="/users/2fa">
                  <Button size="small">{t("profile:twoFactor.manage")}</Button>
                </Link>
              </Space>
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <ProfileDetails me={me} onSaved={apply} />
            <PasswordCard />
          </Space>
        </Col>
      </Row>
      {/* A new version means a new activity row: the list starts again from the top. */}
      <ActivityCard key={me.version} />
    </Space>
  );
}
