import i18n from "@/lib/i18n";
import { enAuthLinks } from "@/locales/en-auth-links";

// Imported by the emailed-link pages: their strings load with them (see en-auth-links.ts).
i18n.addResourceBundle("en", "translation", { authLinks: enAuthLinks }, true, false);
