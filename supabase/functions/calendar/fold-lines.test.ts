import { strict as assert } from "node:assert";
import { foldLines as reference } from "ical-generator";
import { foldLines } from "./fold-lines.ts";

const ALPHABET = ["a", "Z", " ", ",", "é", "—", "€", "中", "😀", "𝄞", "\\n", ";"];

function randomText(random: () => number): string {
  const lines = [];
  for (let l = 0; l < 1 + Math.floor(random() * 4); l++) {
    let line = "";
    for (let i = Math.floor(random() * 200); i > 0; i--) {
      line += ALPHABET[Math.floor(random() * ALPHABET.length)];
    }
    lines.push(line);
  }
  return lines.join("\r\n");
}

/** A small seeded generator, so a failure names the text that fails again. */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

Deno.test("foldLines folds exactly as ical-generator's own", () => {
  const random = mulberry32(20260106);
  for (let n = 0; n < 500; n++) {
    const text = randomText(random);
    assert.equal(foldLines(text), reference(text), JSON.stringify(text));
  }
  assert.equal(foldLines(""), reference(""));
  assert.equal(foldLines("x".repeat(74)), "x".repeat(74));
  assert.equal(foldLines("x".repeat(75)), `${"x".repeat(74)}\r\n x`);
});
