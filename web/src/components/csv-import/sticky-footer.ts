/**
 * The import dialogs' buttons stay in view at the bottom of a long preview or result (the
 * dialog scrolls as a whole; its padding is 1.5rem).
 */
export const STICKY_FOOTER = "sticky -bottom-6 -mx-6 -mb-6 border-t bg-popover px-6 py-4";
