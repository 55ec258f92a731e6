import { describe, expect, it } from "vitest";
import { combinedRating } from "./combined-rating";

describe("combinedRating", () => {
  it("shows the static rating and reviews when the server has no votes", () => {
    expect(combinedRating(4.5, 1200, null)).toEqual({ rating: 4.5, reviews: 1200 });
    expect(combinedRating(4.5, 1200, { averageRating: 0, totalVotes: 0 })).toEqual({ rating: 4.5, reviews: 1200 });
  });

  it("weights the static rating and the votes by their counts", () => {
    // (4 × 100 + 5 × 100) / 200 = 4.5
    expect(combinedRating(4, 100, { averageRating: 5, totalVotes: 100 })).toEqual({ rating: 4.5, reviews: 200 });
    // (4.5 × 3 + 1 × 1) / 4 = 3.625
    expect(combinedRating(4.5, 3, { averageRating: 1, totalVotes: 1 })).toEqual({ rating: 3.625, reviews: 4 });
  });

  it("uses the votes alone when the tool has no static reviews", () => {
    expect(combinedRating(0, 0, { averageRating: 3, totalVotes: 2 })).toEqual({ rating: 3, reviews: 2 });
  });
});
