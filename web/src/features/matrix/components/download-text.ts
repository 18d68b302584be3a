/**
 * Saves text as a file through a temporary link to a Blob URL. A byte-order mark leads the
 * CSV so that Excel reads it as UTF-8 (labels may carry accents).
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
