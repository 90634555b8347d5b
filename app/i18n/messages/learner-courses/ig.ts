import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  noneYet: "Kọọsụ ị debanyere aha na ha ga-apụta ebe a.",
  enrolledIn: plural("Ị debanyela aha na kọọsụ {count}.", "Ị debanyela aha na kọọsụ {count}."),
  findMore: "Chọta kọọsụ ndị ọzọ",
  searchLabel: "Chọọ na kọọsụ m",
  searchButton: "Chọọ",
  searchPlaceholder: "Aha ma ọ bụ isiokwu",
  filterLabel: "Họrọ dịka ọganihu si dị",
  filters: {
    all: "Niile",
    "in-progress": "Ọ na-aga n’ihu",
    completed: "Agwụla",
    "not-started": "Amalitebeghị",
  },
  filterOption: "{label} ({count})",
  showing: plural(
    "Na-egosi {matching} n’ime kọọsụ {count}",
    "Na-egosi {matching} n’ime kọọsụ {count}",
  ),
  matching: "dabara na {query}",
  emptyTitle: "Ị debanyebeghị aha na kọọsụ ọ bụla.",
  emptyText: "Họrọ kọọsụ n’akademi ahụ: ọtụtụ bụ n’efu, ị nwekwara ike ịmalite ozugbo.",
  noMatchTitle: "Ọ dịghị kọọsụ dabara.",
  noMatchText: "Nwaa ọchịchọ ma ọ bụ nhọrọ ọzọ.",
  showAll: "Gosi kọọsụ m niile",
  pagesLabel: "Peeji kọọsụ m",
  progress: "Ọganihu",
  review: "Lelegharịa ya",
  viewCertificate: "Lee asambodo",
  certificateFor: "maka {course}",
  downloads: "Ihe ị ga-ebudata",
  downloadsFor: "Ihe ị ga-ebudata maka {course}",
  newTab: "(ọ na-emepe na taabụ ọhụrụ)",
};

export default ig;
