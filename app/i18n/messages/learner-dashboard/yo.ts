import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  welcomeFirst: "Ẹ káàbọ̀, {name}!",
  welcome: "Ẹ kú àbọ̀, {name}!",
  startFirst: "Forúkọ sílẹ̀ fún kọ́ọ̀sì àkọ́kọ́ rẹ láti bẹ̀rẹ̀ ẹ̀kọ́ kí o sì máa tẹ̀lé ìtẹ̀síwájú rẹ.",
  pickUp: "Tẹ̀síwájú láti ibi tí o dé: gbogbo ẹ̀kọ́ ń mú ọ súnmọ́ ìwé-ẹ̀rí rẹ.",
  browseCourses: "Wo àwọn kọ́ọ̀sì",
  progressAria: "Ìtẹ̀síwájú: ẹ̀kọ́ tí o ti parí",
  noLessons: "Kò sí ẹ̀kọ́ síbẹ̀",
  bookConsultation: "Gba àkókò ìmọ̀ràn",
  inNumbers: "Ẹ̀kọ́ rẹ ní òǹkà",
  coursesEnrolled: "Kọ́ọ̀sì tí o forúkọ sílẹ̀",
  continueLearning: "Tẹ̀síwájú nínú ẹ̀kọ́",
  viewAllCourses: "Wo gbogbo kọ́ọ̀sì",
  allCompleted:
    "O ti parí gbogbo kọ́ọ̀sì tí o forúkọ sílẹ̀ fún. O ṣeun! Wá kọ́ọ̀sì rẹ tó kàn nínú ilé-ẹ̀kọ́ náà.",
  notTaking:
    "O kò tíì máa ṣe kọ́ọ̀sì kankan. Forúkọ sílẹ̀ fún ọ̀kan nínú ilé-ẹ̀kọ́ náà, yóò sì hàn níbí.",
  consultationStatus: {
    pending: "Ó ń dúró",
    confirmed: "A ti fìdí rẹ̀ múlẹ̀",
    completed: "Ó ti parí",
    cancelled: "A ti fagilé e",
  },
  enrolledIn: "O forúkọ sílẹ̀ fún {course}",
  requested: "O béèrè fún ìmọ̀ràn {plan}",
  activityEmpty: "Àwọn kọ́ọ̀sì tí o forúkọ sílẹ̀ fún àti ìmọ̀ràn tí o béèrè yóò hàn níbí.",
  upcomingEvents: "Ohun tó ń bọ̀",
  noUpcoming: "Kò sí ìmọ̀ràn kankan tó ń bọ̀.",
  planConsultation: "Ìmọ̀ràn {plan}",
  dateToAgree: "A ó jọ fẹnukò lórí ọjọ́",
  notifications: "Àwọn ìfitónilétí",
  viewAll: "Wo gbogbo rẹ̀",
  viewAllNotifications: "àwọn ìfitónilétí",
  noNotifications: "O kò ní ìfitónilétí kankan síbẹ̀.",
  unread: "(a kò tíì kà á)",
  quickActions: "Àwọn ìgbésẹ̀ kíákíá",
  actions: {
    consulting: "Gba ìmọ̀ràn",
    academy: "Wo àwọn kọ́ọ̀sì",
    contact: "Kàn sí ìrànlọ́wọ́",
    certificates: "Gba ìwé-ẹ̀rí sílẹ̀",
    settings: "Ètò profaili",
    notifications: "Ibùdó ìfitónilétí",
  },
};

export default yo;
