import { Spinner } from "@/components/ui/spinner";

/** Shown while the first navigation's guard loads the person (before any layout exists). */
export function BootScreen() {
  return (
    <div className="grid min-h-dvh place-content-center bg-background">
      <Spinner className="size-7" label="Loading Routinely" />
    </div>
  );
}
