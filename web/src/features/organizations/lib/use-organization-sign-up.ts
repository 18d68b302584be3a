import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { normalizePrefix } from "@shared/organizations/prefix.ts";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { completeSignIn } from "@/lib/session/sign-in";
import { authClient, moveSession } from "@/lib/supabase";
import { createOrganization } from "../api/organization-api";
import { clearDraft } from "./draft";
import { findFounder, type FounderIdentity } from "./identity";
import type { OrganizationFormValues } from "./organization-form";

const SERVER_FIELDS = new Set(["organization", "prefix", "timezone"]);

/**
 * The way from the form to a new organisation: find who is signed in (the founder), or sign
 * a new account up and, when its email must be confirmed first, wait; then create the
 * organisation, move the session to it and open its dashboard.
 */
export function useOrganizationSignUp(form: UseFormReturn<OrganizationFormValues>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  /** undefined while it is not known yet whether anybody is signed in. */
  const [founder, setFounder] = useState<FounderIdentity | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ email: string; password: string } | null>(null);

  useEffect(() => {
    let live = true;
    void findFounder().then((found) => {
      if (!live) return;
      setFounder(found);
      form.setValue("newAccount", found === null);
    });
    return () => {
      live = false;
    };
  }, [form]);

  async function create(identity: FounderIdentity) {
    const values = form.getValues();
    try {
      const created = await createOrganization(
        {
          organization: values.organization.trim(),
          prefix: normalizePrefix(values.prefix),
          timezone: values.timezone,
        },
        identity.token,
      );
      clearDraft();
      const moved = await moveSession(identity.from, created.prefix);
      if (moved && (await completeSignIn(created.prefix))) {
        await navigate("/", { replace: true });
      } else {
        await navigate(`/login/${encodeURIComponent(created.prefix)}`, { replace: true });
      }
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field && SERVER_FIELDS.has(field.field)) {
        form.setError(field.field as "organization" | "prefix" | "timezone", {
          message: field.message,
        });
      } else {
        setError(errorMessage(e));
      }
    }
  }

  /**
   * After confirming the email elsewhere. The confirm page, in this browser, left the
   * identity signed in (the tenantless session, shared by the tabs): take it. Otherwise
   * (confirmed in another browser) sign in with the password chosen there; the one typed
   * here counts only if it was chosen again, as confirming drops a password typed before.
   */
  async function continueAfterConfirming() {
    if (!confirming) return;
    setError(null);
    let found = await findFounder();
    if (!found) {
      const { error: authError } = await authClient(null).auth.signInWithPassword(confirming);
      if (authError) {
        setError(
          authError.code === "invalid_credentials"
            ? t("organizationAdd.confirmedElsewhere")
            : authError.message,
        );
        return;
      }
      found = await findFounder();
    }
    if (!found) return;
    setFounder(found);
    setConfirming(null);
    await create(found);
  }

  async function submit(values: OrganizationFormValues) {
    setError(null);
    if (founder) {
      await create((await findFounder()) ?? founder);
      return;
    }
    const credentials = { email: values.email.trim(), password: values.password };
    const { data, error: authError } = await authClient(null).auth.signUp({
      ...credentials,
      options: { emailRedirectTo: `${window.location.origin}/tenant-OtrEF` },
    });
    if (authError) {
      setError(authError.message);
      return;
    }
    if (!data.session) {
      setConfirming(credentials);
      return;
    }
    const found = await findFounder();
    if (found) {
      setFounder(found);
      await create(found);
    }
  }

  return {
    founder,
    error,
    confirmingEmail: confirming?.email ?? null,
    submit,
    continueAfterConfirming,
  };
}
