import { fileSize, MAX_IMPORT_BYTES } from "./import-kinds";

/** Refused before anything is read or sent: the server would refuse it as a whole. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (file.size > MAX_IMPORT_BYTES) {
    return `${file.name} is ${fileSize(file.size)}; an import file may be at most ${fileSize(MAX_IMPORT_BYTES)}. Split it into smaller files.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
