import { plural } from "~/i18n/define";

/** The admin Stories tab: success stories, their add and edit forms, their toasts. */
const en = {
  title: "Success stories",
  addTitle: "Add story",
  editTitle: "Edit story",
  addDescription: "A farmer's success, in their own words.",
  editDescription: "The story of {name}.",
  emptyDescription: "Testimonials from farmers; featured ones appear on the home page.",
  summaryWhole: plural(
    "{count} story · {featured} featured. The home page shows the newest three featured.",
    "{count} stories · {featured} featured. The home page shows the newest three featured.",
  ),
  summaryPage:
    "Newest first; {featured} featured on this page. The home page shows the newest three featured.",
  pagesLabel: "Success stories pages",
  list: {
    featured: "Featured",
    notFeatured: "Not featured",
    added: " · added {date}",
    edit: "Edit",
    editLabel: "Edit story of {name}",
    feature: "Feature",
    unfeature: "Unfeature",
    toggleObject: "story of {name}",
    deleteLabel: "Delete story of {name}",
    deleteQuestion: "Delete this story?",
    deleteConsequence:
      "The story of {name} and its photo are removed for good. This cannot be undone.",
    noOlder: "No older success stories",
    none: "No success stories yet",
    emptyText:
      "Add what farmers say about their training; featured stories appear on the home page.",
  },
  confirm: {
    delete: "Delete",
    yes: "Yes, delete",
  },
  form: {
    save: "Save changes",
    required: "Fields marked * are required.",
    name: "Name *",
    role: "Role *",
    rolePlaceholder: "e.g. Cassava farmer",
    location: "Location *",
    locationPlaceholder: "e.g. Anambra State",
    rating: "Rating",
    stars: plural("{count} star", "{count} stars"),
    story: "Story *",
    storyHint: "In their own words: what changed on their farm.",
    photo: "Photo (optional)",
    photoHint: "JPEG, PNG or WebP, up to 8 MB. Without one, their initials are shown.",
    removePhoto: "Remove the current photo",
    featured: "Featured: show it on the home page (the newest three featured stories appear)",
  },
  toasts: {
    added: "Story added",
    addedDescription: "The story of {name} was added.",
    updated: "Story updated",
    savedDescription: "The story of {name} was saved.",
    deleted: "Story deleted",
    deletedDescription: "The story of {name} was deleted.",
    featured: "Story featured",
    featuredDescription: "It now appears on the home page.",
    unfeatured: "Story unfeatured",
    unfeaturedDescription: "It no longer appears on the home page.",
    saveFailed: "Error saving story",
    deleteFailed: "Error deleting story",
    tooLarge: "This photo is larger than 8 MB. Please choose a smaller one.",
    notFound: "This story no longer exists. It may have been deleted.",
    unsaved: "The story could not be saved. Please try again in a moment.",
  },
} as const;

export default en;
