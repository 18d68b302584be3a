/**
 * RFC 5545 §3.1 line folding, exactly as ical-generator's foldLines (a line is broken
 * before the character that would take it past 74 octets of UTF-8, and the rest goes on
 * a line starting with one space; a surrogate pair is never split), without its
 * TextEncoder per character.
 */
export function foldLines(input: string): string {
  return input.split("\r\n").map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  let result = "";
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    let size = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    const end = code >= 0xd800 && code <= 0xdbff ? i + 2 : i + 1;
    if (end === i + 2) size = 4;
    octets += size;
    if (octets > 74) {
      result += line.slice(start, i) + "\r\n ";
      start = i;
      octets = size;
    }
    i = end - 1;
  }
  return result + line.slice(start);
}
