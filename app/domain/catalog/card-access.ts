// What a catalogue card says over its picture to someone not signed in. Pure, so the loader that
// decides it and its tests share it.

/**
 * "locked": a priced course, closed to visitors until they have an account and enrol.
 * "sign-up": a free course, open to anyone who signs up: it says so rather than looking locked.
 * null: nothing to say (a signed-in learner sees Enrol or Continue on the card itself).
 */
export type CardAccess = "locked" | "sign-up" | null;

export function cardAccess(course: { priceKobo: number }, signedIn: boolean): CardAccess {
  if (signedIn) return null;
  return course.priceKobo > 0 ? "locked" : "sign-up";
}
