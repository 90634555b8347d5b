// The consulting-hours page's lists and messages, without zod: the page's component imports these,
// and only its action loads the schemas (hours.schema.ts).

/** Weekdays in the order the page lists them: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Start hours offered (the form's slots start 9:00 AM to 5:00 PM) and end hours. */
export const START_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export const END_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

/** A session's length per plan (minutes): within the hour its slot holds. */
export const SESSION_MINUTES = [30, 45, 60] as const;
export const DEFAULT_SESSION_MINUTES = 60;
export const SESSION_PLANS = ["Beginner", "Intermediate", "Advanced"] as const;

export const HOURS_MESSAGES = {
  range: "The day must end after it starts.",
  hour: "Please choose one of the listed hours.",
  day: "Please enter a date from today on.",
  minutes: "Please choose one of the listed lengths.",
} as const;
