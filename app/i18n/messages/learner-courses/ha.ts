import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  noneYet: "Kwasa-kwasan da ka shiga za su bayyana a nan.",
  enrolledIn: plural("Ka shiga kwas {count}.", "Ka shiga kwasa-kwasai {count}."),
  findMore: "Nemo ƙarin kwasa-kwasai",
  searchLabel: "Nema a kwasa-kwasaina",
  searchButton: "Nema",
  searchPlaceholder: "Suna ko batu",
  filterLabel: "Tace ta ci gaba",
  filters: {
    all: "Duka",
    "in-progress": "Ana ci gaba",
    completed: "An kammala",
    "not-started": "Ba a fara ba",
  },
  filterOption: "{label} ({count})",
  showing: plural(
    "Ana nuna {matching} daga kwas {count}",
    "Ana nuna {matching} daga kwasa-kwasai {count}",
  ),
  matching: "da suka dace da {query}",
  emptyTitle: "Ba ka shiga wani kwas ba tukuna.",
  emptyText: "Zaɓi kwas a makarantar: da yawa kyauta ne, kuma za ka iya farawa nan take.",
  noMatchTitle: "Babu kwas da ya dace.",
  noMatchText: "Gwada wani nema ko tacewa.",
  showAll: "Nuna duk kwasa-kwasaina",
  pagesLabel: "Shafukan kwasa-kwasaina",
  progress: "Ci gaba",
  review: "Sake dubawa",
  viewCertificate: "Duba takardar shaida",
  certificateFor: "ta {course}",
  downloads: "Abubuwan saukewa",
  downloadsFor: "Abubuwan saukewa na {course}",
  newTab: "(yana buɗewa a sabon shafi)",
};

export default ha;
