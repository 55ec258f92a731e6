import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1-555", "'+1-555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tstarts with tab", "'\tstarts with tab"],
    ["\rstarts with CR", '"\'\rstarts with CR"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["ok=fine", "ok=fine"],
    ["שלום", "שלום"],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers, booleans and empty values", () => {
    expect(csvRow([1, true, null, undefined, ""])).toBe("1,true,,,\r\n");
  });
});
