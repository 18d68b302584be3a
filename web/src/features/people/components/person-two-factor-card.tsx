import { useState } from "react";
import { BusyButton } from "@/components/busy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { usePersonTwoFactor, useRemoveUserTwoFactor } from "../api/two-factor";

/**
 * Someone else's two-factor sign-in, on their profile, for Admins and Managers: whether
 * it is on, and for an Admin a way to remove it when the person lost their phone (they
 * then sign in with their password and may set it up again).
 */
export function PersonTwoFactorCard({
  personId,
  name,
  canRemove,
}: {
  personId: number;
  name: string;
  canRemove: boolean;
}) {
  const status = usePersonTwoFactor(personId, true);
  const remove = useRemoveUserTwoFactor(personId);
  const [confirming, setConfirming] = useState(false);

  let body: React.ReactNode;
  if (status.isPending) {
    body = <Spinner className="size-5" label="Loading two-factor sign-in" />;
  } else if (status.isError) {
    body = (
      <div className="grid gap-2">
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(status.error)}
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void status.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  } else if (!status.data) {
    body = <p className="text-sm text-muted-foreground">Off.</p>;
  } else {
    body = (
      <div className="grid gap-3">
        <p className="text-sm">On: signing in asks {name} for a code from their phone.</p>
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        ) : null}
        {canRemove && confirming ? (
          <div className="grid gap-2 rounded-md border p-3">
            <p className="text-sm">
              Remove {name}&apos;s two-factor sign-in? Do this when they lost their phone; they can
              set it up again from their profile.
            </p>
            <div className="flex gap-2">
              <BusyButton
                variant="destructive"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      notifySuccess(`${name}'s two-factor sign-in was removed`);
                    },
                  })
                }
              >
                Remove
              </BusyButton>
              <Button
                variant="outline"
                disabled={remove.isPending}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </Button>
            </div>
          </div>
        ) : canRemove ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setConfirming(true)}
          >
            Remove two-factor
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>A code from their phone as well as their password.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
