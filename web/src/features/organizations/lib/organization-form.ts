import { z } from "zod";
import {
  cleanOrganizationName,
  prefixProblem,
  normalizePrefix,
  PREFIX_MESSAGES,
} from "@shared/organizations/prefix.ts";
import { formatTimezone, isValidTimezone } from "@shared/settings/timezone.ts";
import { TIMEZONE_OPTIONS } from "@/lib/timezones";

/**
 * The sign-up form. Messages are i18n keys, except the prefix's, which are the API's own
 * words (shared), so the field says the same before and after submitting. Email and
 * password are checked only when a new account is made (`newAccount`).
 */
export const organizationFormSchema = z
  .object({
    organization: z.string().refine((v) => cleanOrganizationName(v) !== null, {
      message: "organizationAdd.organizationRequired",
    }),
    prefix: z.string(),
    timezone: z.string().refine(isValidTimezone, { message: "organizationAdd.timezoneInvalid" }),
    newAccount: z.boolean(),
    email: z.string(),
    password: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = prefixProblem(normalizePrefix(values.prefix));
    if (problem)
      ctx.addIssue({ code: "custom", path: ["prefix"], message: PREFIX_MESSAGES[problem] });
    if (!values.newAccount) return;
    const email = values.email.trim();
    if (!email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "organizationAdd.emailRequired" });
    } else if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "organizationAdd.emailInvalid" });
    }
    if (values.password.length < 6) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: "organizationAdd.passwordTooShort",
      });
    }
  });

export type OrganizationFormValues = z.infer<typeof organizationFormSchema>;

/**
 * The browser's UTC offset as the organisation writes it, when it is one of the list's
 * (rounded to the quarter hour; else GMT+00:00).
 */
export function browserOffsetTimezone(now: Date = new Date()): string {
  const minutes = Math.round(-now.getTimezoneOffset() / 15) * 15;
  try {
    const zone = formatTimezone(minutes);
    return TIMEZONE_OPTIONS.includes(zone) ? zone : "GMT+00:00";
  } catch {
    return "GMT+00:00";
  }
}
