import { strict as assert } from "node:assert";
import { AppError } from "../../http/app-error.ts";
import { exportCsv } from "./export-csv.ts";

/** A list of `rows` as a reader answers it, recording the pages asked for. */
function list(rows: string[], asked: { offset: number; limit: number }[] = []) {
  return (page: { offset: number; limit: number }) => {
    asked.push(page);
    const nodes = rows.slice(page.offset, page.offset + page.limit);
    return Promise.resolve({ nodes, totalCount: rows.length });
  };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
const cells = (name: string) => ({ name });

Deno.test("exportCsv reads page after page and writes one header", async () => {
  const asked: { offset: number; limit: number }[] = [];
  const text = await exportCsv({
    columns: ["name"],
    readPage: list(names(5), asked),
    cells,
    pageSize: 2,
  });
  assert.equal(text, "name\r\nn0\r\nn1\r\nn2\r\nn3\r\nn4\r\n");
  assert.deepEqual(asked.map((p) => p.offset), [0, 2, 4]);
});

Deno.test("exportCsv: an empty list is the header; exactly the cap is written", async () => {
  assert.equal(await exportCsv({ columns: ["name"], readPage: list([]), cells }), "name\r\n");
  const text = await exportCsv({
    columns: ["name"],
    readPage: list(names(3)),
    cells,
    limits: { maxRows: 3 },
  });
  assert.equal(text.split("\r\n").length, 5);
});

Deno.test("exportCsv refuses more rows than the cap after the first page only", async () => {
  const asked: { offset: number; limit: number }[] = [];
  await assert.rejects(
    exportCsv({
      columns: ["name"],
      readPage: list(names(4), asked),
      cells,
      limits: { maxRows: 3 },
    }),
    (e: unknown) =>
      e instanceof AppError && e.code === "BAD_USER_INPUT" &&
      e.message.startsWith("This list has 4 rows; an export holds at most 3."),
  );
  assert.equal(asked.length, 1);
});

Deno.test("exportCsv stops at the total it first saw, though the list grows", async () => {
  const rows = names(3);
  const text = await exportCsv({
    columns: ["name"],
    readPage: (page) => {
      const answer = list(rows)(page);
      rows.push(`late${rows.length}`);
      return answer;
    },
    cells,
    pageSize: 2,
  });
  assert.equal(text, "name\r\nn0\r\nn1\r\nn2\r\n");
});
