import { describe, expect, it } from "vitest";
import {
  DEFAULT_DIRECTORY_QUERY,
  directoryPath,
  directoryQueryParams,
  MAX_SEARCH_LENGTH,
  parseDirectoryQuery,
} from "./directory-query";

const parse = (search: string) => parseDirectoryQuery(new URLSearchParams(search));

describe("the directory's query in the URL", () => {
  it("reads every part", () => {
    expect(parse("q=chat&category=video-creation&pricing=free&tag=video&language=mine&sort=top-rated")).toEqual({
      search: "chat",
      category: "video-creation",
      pricing: "free",
      tag: "video",
      language: "mine",
      sort: "top-rated",
    });
    expect(parse("language=everything").language).toBe("all");
    expect(parse("sort=name").sort).toBe("name");
    expect(parse("q=%D0%B2%D0%B8%D0%B4%D0%B5%D0%BE").search).toBe("видео");
  });

  it("means the defaults without parameters: the very same object, so nothing is redrawn", () => {
    expect(parse("")).toBe(DEFAULT_DIRECTORY_QUERY);
    expect(parse("utm_source=mail&tag=nonsense")).toBe(DEFAULT_DIRECTORY_QUERY);
    expect(parse("tag=video")).not.toBe(DEFAULT_DIRECTORY_QUERY);
  });

  it("ignores unknown or malformed values instead of failing", () => {
    expect(
      parse("category=nope&pricing=FREE&tag=__proto__&sort=constructor&tag=video&category=&pricing=free%00"),
    ).toEqual(DEFAULT_DIRECTORY_QUERY);
    expect(parse("tag=toString&sort=top-rated%20").tag).toBe("all");
    // A malformed escape reads as the replacement character, never an error.
    expect(parse("q=%E0%A4%A").search).toBe("\ufffd%A");
  });

  it("takes the first of repeated parameters and cuts a search that is too long", () => {
    expect(parse("tag=music&tag=video").tag).toBe("music");
    expect(parse(`q=${"a".repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("writes only what differs from the defaults and keeps parameters it does not own", () => {
    const params = directoryQueryParams(
      { ...DEFAULT_DIRECTORY_QUERY, search: "chat", tag: "writing", sort: "name" },
      new URLSearchParams("utm_source=newsletter&category=social-media&pricing=paid"),
    );
    expect(params.toString()).toBe("utm_source=newsletter&q=chat&tag=writing&sort=name");
    expect(directoryQueryParams({ ...DEFAULT_DIRECTORY_QUERY, search: "   " }).toString()).toBe("");
  });

  it("round-trips", () => {
    const query = {
      search: "写作 tool",
      category: "writing-help",
      pricing: "freemium",
      tag: "writing",
      language: "mine",
      sort: "name",
    } as const;
    expect(parseDirectoryQuery(directoryQueryParams(query))).toEqual(query);
  });

  it("builds the directory's path for a tag (the tool pages' tag links)", () => {
    expect(directoryPath()).toBe("/tools");
    expect(directoryPath({ tag: "video" })).toBe("/tools?tag=video");
    expect(directoryPath({ search: "a&b" })).toBe("/tools?q=a%26b");
  });
});
