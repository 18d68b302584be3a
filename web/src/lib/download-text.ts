/**
 * Saves text as a file through a temporary link to a Blob URL. A byte-order mark leads a
 * CSV so that Excel reads it as UTF-8 (names and labels may carry accents); the importer
 * takes the mark off again, so a downloaded export re-imports unchanged.
 */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `<entity>-<YYYY-MM-DD>.csv`, dated by the person's own calendar day. */
export function csvFileName(entity: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${entity}-${day}.csv`;
}
