import { LogOut } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { useEndPersonSessions } from "../api/end-person-sessions";
import type { Person } from "../api/person-fields";

/**
 * "End all sessions" on a person's page: an Admin signs the person out of every browser
 * and device (a lost laptop, a leaver). Only for Admins (the API refuses everyone else),
 * only for people who have signed in, and not for oneself (the profile does that).
 */
export function EndPersonSessionsButton({
  person,
}: {
  person: Pick<Person, "id" | "name" | "hasAccount">;
}) {
  const { can, user } = useSession();
  const end = useEndPersonSessions();
  const [open, setOpen] = useState(false);
  if (!can("delete", "personSessions") || !person.hasAccount || user?.id === person.id) {
    return null;
  }

  async function confirm() {
    const n = await end.mutateAsync(person.id);
    notifySuccess(
      n === 0
        ? `${person.name} had no sessions to end`
        : `${person.name} was signed out of ${n === 1 ? "1 session" : `${n} sessions`}`,
    );
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <LogOut />
        End all sessions
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        question={`End all sessions of ${person.name}?`}
        detail="They are signed out of every browser and device at once and must sign in again."
        confirmLabel="End all sessions"
        onConfirm={confirm}
      />
    </>
  );
}
