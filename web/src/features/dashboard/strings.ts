import i18n from "@/lib/i18n";
import { enDashboard } from "@/locales/en-dashboard";

// Imported by both dashboard screens: their strings load with them (see en-dashboard.ts).
i18n.addResourceBundle("en", "translation", { dashboard: enDashboard }, true, false);
