import { vi } from "vitest";

export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Catches what downloadText saves (lib/download-text.ts): the file's name and its Blob,
 * in order. jsdom has no Blob URLs and does not follow links.
 */
export function captureDownloads(): Download[] {
  const files: Download[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((made) => {
    blob = made as Blob;
    return "blob:download";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
