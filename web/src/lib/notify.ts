import { toast } from "sonner";

/** Product flows keep their toasts up longer than the shell default (docs/product.md#limits). */
export const PRODUCT_TOAST_MS = 5000;
/** The shell's own toasts (the Toaster default). */
export const SHELL_TOAST_MS = 3000;

/**
 * Success toast titled "Success". The message doubles as the toast id so that the same
 * message raised twice (say by a flow and by the global error handler) shows once.
 */
export function notifySuccess(message: string): void {
  toast.success("Success", {
    id: `success:${message}`,
    description: message,
    duration: PRODUCT_TOAST_MS,
  });
}

/** An error toast with a button that leads to where the person can fix it. */
export function notifyErrorWithAction(
  message: string,
  action: { label: string; onClick: () => void },
): void {
  toast.error("Error", {
    id: `error:${message}`,
    description: message,
    duration: PRODUCT_TOAST_MS * 2,
    action,
  });
}

/** Error toast titled "Error" (docs/api.md#error-codes), deduplicated by message. */
export function notifyError(message: string): void {
  toast.error("Error", {
    id: `error:${message}`,
    description: message,
    duration: PRODUCT_TOAST_MS,
  });
}
