import { Outlet } from "react-router";
import { PlainSkinToggle } from "@/components/layout/skin-toggle-plain";

/** Login, unsubscribe and the error pages: no navigation, content centred (docs/product.md#screens-and-routes). */
export function FullLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-40 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl dark:bg-primary/15" />
      </div>
      <div className="absolute top-4 right-4 z-10">
        <PlainSkinToggle />
      </div>
      <main className="relative flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
