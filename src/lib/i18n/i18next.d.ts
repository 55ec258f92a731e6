import "i18next";
import type common from "../../../public/locales/en/common.json";

// Type-checks every `t("...")` key in the common namespace against the English source.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common };
    returnNull: false;
  }
}
