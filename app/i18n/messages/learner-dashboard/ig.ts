import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  welcomeFirst: "Nnọọ, {name}!",
  welcome: "Nnọọ ọzọ, {name}!",
  startFirst: "Debanye aha na kọọsụ mbụ gị ka ị malite ịmụ ihe ma soro ọganihu gị.",
  pickUp: "Gaa n’ihu ebe i kwụsịrị: nkuzi ọ bụla na-eme ka ị bịaruo asambodo gị nso.",
  browseCourses: "Lelee kọọsụ",
  progressAria: "Ọganihu: nkuzi ị mechara",
  noLessons: "Enweghị nkuzi ka",
  bookConsultation: "Dee oge ndụmọdụ",
  inNumbers: "Mmụta gị na ọnụọgụgụ",
  coursesEnrolled: "Kọọsụ ị debanyere aha",
  continueLearning: "Gaa n’ihu na mmụta",
  viewAllCourses: "Lelee kọọsụ niile",
  allCompleted:
    "I mechaala kọọsụ niile ị debanyere aha na ha. Ị mere nke ọma! Chọta kọọsụ gị ọzọ n’akademi ahụ.",
  notTaking: "Ị naghị eme kọọsụ ọ bụla ka. Debanye aha n’otu n’akademi ahụ, ọ ga-apụta ebe a.",
  consultationStatus: {
    pending: "Ọ na-eche",
    confirmed: "Ekwenyela",
    completed: "Emechala",
    cancelled: "Akagbuola",
  },
  enrolledIn: "Ị debanyere aha na {course}",
  requested: "Ị rịọrọ ndụmọdụ {plan}",
  activityEmpty: "Kọọsụ ị debanyere aha na ndụmọdụ ị rịọrọ ga-apụta ebe a.",
  upcomingEvents: "Ihe na-abịa",
  noUpcoming: "Enweghị ndụmọdụ na-abịa.",
  planConsultation: "Ndụmọdụ {plan}",
  dateToAgree: "A ga-ekwekọrịta ụbọchị",
  notifications: "Ọkwa",
  viewAll: "Lelee ha niile",
  viewAllNotifications: "ọkwa",
  noNotifications: "Ị nweghị ọkwa ọ bụla ka.",
  unread: "(a gụbeghị ya)",
  quickActions: "Ihe ndị ngwa ngwa",
  actions: {
    consulting: "Dee oge ndụmọdụ",
    academy: "Lelee kọọsụ",
    contact: "Kpọtụrụ ndị enyemaka",
    certificates: "Budata asambodo",
    settings: "Ntọala profaịlụ",
    notifications: "Ebe ọkwa niile dị",
  },
};

export default ig;
