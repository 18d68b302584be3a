import { Toaster as Sonner } from "sonner";
import { SHELL_TOAST_MS } from "@/lib/notify";
import { usePreferences } from "@/lib/preferences";

/** The shell's toaster: 3000 ms by default; product flows pass 5000 ms (docs/product.md#limits). */
export function Toaster() {
  const { skin } = usePreferences();
  return (
    <Sonner
      theme={skin}
      position="top-right"
      duration={SHELL_TOAST_MS}
      richColors
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
    />
  );
}
