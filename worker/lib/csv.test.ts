import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["=SUM(A1:A9)", '"\'=SUM(A1:A9)"'],
    ["+1-555", '"\'+1-555"'],
    ["-2+3", '"\'-2+3"'],
    ["@cmd", '"\'@cmd"'],
    ["\tstarts with tab", '"\'\tstarts with tab"'],
    ["\rstarts with CR", '"\'\rstarts with CR"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["ok=fine", '"ok=fine"'],
    ["שלום", '"שלום"'],
    // A spreadsheet that splits at `;` (German, French…) or ignores the quotes would start a new cell here.
    ["x;=1+1", '"x;\'=1+1"'],
    ["a;=cmd|' /C calc'!a0", "\"a;'=cmd|' /C calc'!a0\""],
    ["a, =1", '"a, \'=1"'],
    ["a;\t@x", '"a;\t\'@x"'],
    ["a;b,c", '"a;b,c"'],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes every cell: numbers, booleans and empty values too", () => {
    expect(csvRow([1, true, null, undefined, ""])).toBe('"1","true","","",""\r\n');
  });
});
