/**
 * m of Top rated's weighted rating (docs/decisions/020): the number of reviews at the catalogue's mean a tool's own
 * average is blended with. 500 is about the fewest static reviews a listed tool has (463), so every listed tool's
 * own average counts for at least half of its score, while a tool known from a handful of votes stays near the
 * mean. The directory's SQL order and the browser's score both read it from here.
 */
export const TOP_RATED_PRIOR_REVIEWS = 500;
