import { describe, expect, it } from "vitest";
import { TOP_RATED_PRIOR_REVIEWS, topRatedScores, weightedRating } from "./weighted-rating";

const ranked = (scores: Map<string, number>) => [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe("Top rated: IMDb's weighted rating", () => {
  it("is v/(v+m)·R + m/(v+m)·C", () => {
    expect(weightedRating({ rating: 4.5, reviews: 1500 }, 4.2, 500)).toBeCloseTo(
      (1500 / 2000) * 4.5 + (500 / 2000) * 4.2,
    );
    expect(weightedRating({ rating: 5, reviews: 0 }, 4.2)).toBe(4.2);
    expect(TOP_RATED_PRIOR_REVIEWS).toBe(500);
  });

  it("one 5-star vote does not beat 2,000 reviews at 4.5", () => {
    const scores = topRatedScores(
      [
        { id: "newcomer", rating: 0, reviews: 0 },
        { id: "established", rating: 4.5, reviews: 2000 },
        { id: "average", rating: 4, reviews: 1000 },
      ],
      { newcomer: { averageRating: 5, totalVotes: 1 } },
    );
    expect(ranked(scores)).toEqual(["established", "newcomer", "average"]);
  });

  it("with equal averages, more reviews rank higher; a higher average beats a lower one of the catalogue's sizes", () => {
    const scores = topRatedScores([
      { id: "few", rating: 4.5, reviews: 463 },
      { id: "many", rating: 4.5, reviews: 3184 },
      { id: "lower", rating: 4, reviews: 3184 },
    ]);
    expect(ranked(scores)).toEqual(["many", "few", "lower"]);
  });

  it("counts visitor votes with the static reviews, as the card shows them", () => {
    const base = [
      { id: "a", rating: 4, reviews: 600 },
      { id: "b", rating: 4, reviews: 600 },
    ];
    const ones = topRatedScores(base, { a: { averageRating: 1, totalVotes: 300 } });
    expect(ranked(ones)).toEqual(["b", "a"]);
    const fives = topRatedScores(base, { a: { averageRating: 5, totalVotes: 300 } });
    expect(ranked(fives)).toEqual(["a", "b"]);
  });

  it("ranks every tool of a catalogue, 4.5s above 4s", () => {
    const tools = [
      { id: "a", rating: 4, reviews: 300 },
      { id: "b", rating: 4.5, reviews: 50 },
      { id: "c", rating: 4, reviews: 9000 },
      { id: "d", rating: 4.5, reviews: 3000 },
    ];
    const scores = topRatedScores(tools);
    expect(scores.size).toBe(tools.length);
    const order = ranked(scores).map((id) => tools.find((t) => t.id === id)!.rating);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });
});
