// The footer of a generated form: Cancel beside the save button, which every form offers.
import type { ReactNode } from "react";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

/** Refine's footerButtons: Cancel first, then the page's own buttons (save). */
export function useFormFooter(onCancel: () => void, disabled: boolean) {
  const { t } = useTranslation();
  return ({ defaultButtons }: { defaultButtons: ReactNode }) => (
    <>
      <Button onClick={onCancel} disabled={disabled}>
        {t("buttons.cancel")}
      </Button>
      {defaultButtons}
    </>
  );
}
