import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  description: "A ka á láti inú àwọn ẹ̀kọ́ tí o wò àti àwọn kọ́ọ̀sì tí o parí.",
  overall: "Ìtẹ̀síwájú lápapọ̀",
  lessonProgress: "Ìtẹ̀síwájú ẹ̀kọ́",
  yourFigures: "Àwọn òǹkà rẹ",
  learningDays: "Ọjọ́ ẹ̀kọ́",
  learningDaysHint: "Ọjọ́ tí o wo ẹ̀kọ́",
  hoursHint: "Àkókò tí o fi wo ẹ̀kọ́",
  currentStreak: "Ọjọ́ tó tẹ̀lé ara wọn báyìí",
  startStreak: "Wo ẹ̀kọ́ kan lónìí láti bẹ̀rẹ̀",
  streakHint: "Ọjọ́ tí o kẹ́kọ̀ọ́ tẹ̀léra",
  periods: "Ọ̀sẹ̀ yìí àti oṣù yìí",
  thisWeek: "Ọ̀sẹ̀ yìí",
  sinceMonday: "Láti ọjọ́ Ajé",
  thisMonth: "Oṣù yìí",
  sinceFirst: "Láti ọjọ́ kìíní",
  hoursLearned: "Wákàtí ẹ̀kọ́",
  lessonsCompleted: "Ẹ̀kọ́ tí o parí",
  activeDays: "Ọjọ́ tí o ṣiṣẹ́",
  courseProgress: "Ìtẹ̀síwájú kọ́ọ̀sì",
  noCourses: "Forúkọ sílẹ̀ fún kọ́ọ̀sì kan, ìtẹ̀síwájú rẹ nínú rẹ̀ yóò sì hàn níbí.",
  score: "Máàkì:",
  achievements: "Àṣeyọrí",
  earnedCount: "O ti gba {earned} nínú {total}",
  earned: "O ti gbà á",
  locked: "Ó wà ní títì",
  achievement: {
    "first-course": {
      title: "Kọ́ọ̀sì àkọ́kọ́",
      rule: "Forúkọ sílẹ̀ fún kọ́ọ̀sì àkọ́kọ́ rẹ.",
      progress: "O kò tíì forúkọ sílẹ̀ fún kọ́ọ̀sì kankan.",
    },
    "goal-setter": {
      title: "Afojúsùn",
      rule: "Parí gbogbo ẹ̀kọ́ kọ́ọ̀sì kan.",
      progress: "O kò tíì parí kọ́ọ̀sì kankan.",
    },
    "consistent-learner": {
      title: "Akẹ́kọ̀ọ́ aláìdúró",
      rule: "Kẹ́kọ̀ọ́ fún ọjọ́ {days} tẹ̀léra.",
      progress: "Ọjọ́ tẹ̀léra rẹ báyìí: {streak}.",
    },
    "high-achiever": {
      title: "Aṣeyọrí gíga",
      rule: "Ní àròpọ̀ máàkì {score}% tàbí jù bẹ́ẹ̀ lọ.",
      progress: "Àròpọ̀ máàkì rẹ: {score}%.",
    },
  },
  watched: "O wo “{lesson}” nínú {course}",
  studied: "O kẹ́kọ̀ọ́ {course}",
  completedLesson: "O parí “{lesson}” nínú {course}",
  enrolled: "O forúkọ sílẹ̀ fún {course}",
  certificate: "O gba ìwé-ẹ̀rí fún {course}",
  activityEmpty: "Àwọn ẹ̀kọ́ rẹ, kọ́ọ̀sì tí o parí àti ìwé-ẹ̀rí rẹ yóò hàn níbí bí o ṣe ń kẹ́kọ̀ọ́.",
};

export default yo;
