import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Success stories",
  addTitle: "Add story",
  editTitle: "Change story",
  addDescription: "How farmer succeed, for im own words.",
  editDescription: "Di story of {name}.",
  emptyDescription: "Wetin farmers talk about us; di ones wey dey for front go show for home page.",
  summaryWhole: {
    $plural: {
      one: "{count} story · {featured} dey for front. Home page dey show di three newest ones wey dey for front.",
      other:
        "{count} stories · {featured} dey for front. Home page dey show di three newest ones wey dey for front.",
    },
  },
  summaryPage:
    "Di new ones first; {featured} dey for front for dis page. Home page dey show di three newest ones wey dey for front.",
  pagesLabel: "Success stories pages",
  list: {
    featured: "E dey for front",
    notFeatured: "E no dey for front",
    added: " · add am {date}",
    edit: "Change",
    editLabel: "Change di story of {name}",
    feature: "Put am for front",
    unfeature: "Comot am for front",
    toggleObject: "di story of {name}",
    deleteLabel: "Delete di story of {name}",
    deleteQuestion: "You wan delete dis story?",
    deleteConsequence:
      "Di story of {name} and im photo go comot forever. You no fit bring am back.",
    noOlder: "No old success stories again",
    none: "No success stories yet",
    emptyText:
      "Add wetin farmers talk about di training; di stories wey dey for front go show for home page.",
  },
  confirm: {
    delete: "Delete",
    yes: "Yes, delete am",
  },
  form: {
    save: "Save di changes",
    required: "Di fields wey get * must dey filled.",
    name: "Name *",
    role: "Work *",
    rolePlaceholder: "e.g. Cassava farmer",
    location: "Place *",
    locationPlaceholder: "e.g. Anambra State",
    rating: "Rating",
    stars: { $plural: { one: "{count} star", other: "{count} stars" } },
    story: "Story *",
    storyHint: "For dem own words: wetin change for dem farm.",
    photo: "Photo (if you get am)",
    photoHint:
      "JPEG, PNG or WebP, no pass 8 MB. If no photo, we go show di first letters of dem name.",
    removePhoto: "Comot di photo wey dey now",
    featured:
      "Put am for front: show am for home page (di three newest stories wey dey for front go show)",
  },
  toasts: {
    added: "Story don add",
    addedDescription: "Di story of {name} don add.",
    updated: "Story don change",
    savedDescription: "Di story of {name} don save.",
    deleted: "Story don delete",
    deletedDescription: "Di story of {name} don delete.",
    featured: "Story don dey for front",
    featuredDescription: "E dey show for home page now.",
    unfeatured: "Story don comot for front",
    unfeaturedDescription: "E no dey show for home page again.",
    saveFailed: "We no fit save di story",
    deleteFailed: "We no fit delete di story",
    tooLarge: "Dis photo pass 8 MB. Abeg choose smaller one.",
    notFound: "Dis story no dey again. Maybe dem don delete am.",
    unsaved: "We no fit save di story. Abeg try again small time.",
  },
};

export default pcm;
