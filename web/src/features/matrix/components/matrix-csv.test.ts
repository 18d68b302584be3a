import { describe, expect, it } from "vitest";
import { DEPT_BY_ROLE } from "../testing/data";
import { csvField, matrixCsv, matrixCsvName, toCsv } from "./matrix-csv";
import { toMatrixGrid } from "./matrix-grid";

describe("RFC 4180 fields", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    ["", ""],
  ])("%j → %j", (value, field) => expect(csvField(value)).toBe(field));

  it("writes numbers as they are", () => {
    expect(csvField(0)).toBe("0");
    expect(csvField(1234)).toBe("1234");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-x")).toBe("'-x");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("=a,b")).toBe(`"'=a,b"`);
  });

  it("ends every record with CRLF", () => {
    expect(
      toCsv([
        ["a", 1],
        ["b", 2],
      ]),
    ).toBe("a,1\r\nb,2\r\n");
  });
});

describe("matrixCsv", () => {
  it("is the table as shown: the corner, the column values, then a record per row", () => {
    expect(matrixCsv(toMatrixGrid(DEPT_BY_ROLE), "Dept", "Role")).toBe(
      ["Dept \\ Role,FIN,HR,All", "Dept:Finance,2,0,2", "Dept:HR,0,3,3", "All,2,3,5", ""].join(
        "\r\n",
      ),
    );
  });

  it("names the file after the dimensions, safely", () => {
    expect(matrixCsvName("Dept", "Role")).toBe("matrix-Dept-Role.csv");
    expect(matrixCsvName("Cost centre/ÅB", "Role")).toBe("matrix-Cost-centre-B-Role.csv");
  });
});
