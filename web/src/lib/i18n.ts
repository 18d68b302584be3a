import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "@/locales/en";

// English only, with English as the fallback for any missing key.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
