import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * A button that shows a spinner and refuses clicks while its action runs (a form's
 * submit, a confirm): one look for every "working…" state.
 */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel?: string }) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner className="size-4 text-primary-foreground" label={busyLabel} /> : null}
      {children}
    </Button>
  );
}
