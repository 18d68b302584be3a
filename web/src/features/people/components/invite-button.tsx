import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useInvitePerson } from "../api/invite-person";
import type { Person } from "../api/person-fields";

/**
 * Only a person with an email who may sign in can be invited (the API refuses others), and
 * only until they have an account: once linked to a sign-in they need no invitation.
 */
export function canBeInvited(
  person: Pick<Person, "email" | "isAuthEnabled" | "hasAccount">,
): boolean {
  return Boolean(person.email?.trim()) && person.isAuthEnabled && !person.hasAccount;
}

/**
 * "Send invitation": mails the person a link to set a password and sign in (or, when their
 * address already has an account, word that they may sign in: the answer is the same, so
 * the toast does not say which). Once sent it reads "Resend invitation"; resending revokes
 * the earlier link. The API limits how often it mails (TOO_MANY_REQUESTS, shown as sent).
 */
export function InviteButton({
  person,
  size,
  variant = "outline",
}: {
  person: Pick<Person, "id" | "name" | "email" | "isAuthEnabled" | "hasAccount">;
  size?: "sm" | "default";
  variant?: "outline" | "ghost";
}) {
  const invite = useInvitePerson();
  const [sent, setSent] = useState(false);
  if (!canBeInvited(person)) return null;
  const label = sent ? "Resend invitation" : "Send invitation";

  async function send() {
    try {
      const invitation = await invite.mutateAsync(person.id);
      setSent(true);
      notifySuccess(
        `Invitation sent to ${invitation.email}. A link in it works once, until ${new Date(
          invitation.expiresAt,
        ).toLocaleString()}.`,
      );
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      disabled={invite.isPending}
      aria-label={`${label} to ${person.name}`}
      onClick={(event) => {
        // In a list row: do not open the person.
        event.stopPropagation();
        void send();
      }}
    >
      {invite.isPending ? <Spinner className="size-4" label={label} /> : <Mail aria-hidden />}
      {label}
    </Button>
  );
}
