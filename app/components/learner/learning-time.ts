import { learningTime } from "~/domain/learning/stats";
import { learner } from "~/i18n/messages/learner";
import { useT } from "~/i18n/react";

/** Writes seconds learned as the figure tiles show them: "12 min" under an hour, else "2.5" hours. */
export function useLearningTimeText(): (seconds: number) => string {
  const l = useT(learner);
  return (seconds) => {
    const time = learningTime(seconds);
    return time.unit === "minutes"
      ? l.minutes({ count: time.value })
      : time.value.toLocaleString("en-NG");
  };
}
