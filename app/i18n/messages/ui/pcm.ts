import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  pagination: {
    previous: "Back",
    next: "Next",
    pageOf: "Page {page} for {pageCount}",
    newer: "Di new ones",
    older: "Di old ones",
    nothingHere: "Notin dey here",
    newest: "Na di {shown} wey new pass",
    olderShown: "Na {shown} old ones",
  },
  search: {
    clear: "Clear am",
  },
  password: {
    show: "Show password",
    hide: "Hide password",
  },
  toast: {
    region: "Message about wetin happen",
    dismiss: "Close dis message",
    dismissMessage: "Close message",
  },
  rating: "Dem give am {filled} star out of {max}",
  loading: "E dey load…",
  quickContact: {
    open: "Contact us",
    help: "How we fit help you?",
    chat: "Chat wit our people",
  },
  routeError: {
    forbidden: { title: "You no fit do am", message: "You no get permission to do dis one." },
    notFound: { title: "We no see am", message: "Dis record no dey again." },
    tooMany: {
      title: "You don try too many times",
      message: "Abeg wait one minute, then try again.",
    },
    unavailable: {
      title: "E no dey work for now",
      message:
        "We no fit reach our records now. Anything wey you send us before dis page dey safe. Abeg try again after one minute.",
    },
    failed: {
      title: "Something no work well",
      message: "Something spoil as dis page dey load. Abeg refresh am.",
    },
    tryAgain: "Try again",
  },
  notFound: {
    findWayBack: "Make we help you find your way back.",
    browseCourses: "Check our courses",
    contactUs: "Contact us",
  },
  durations: {
    hours: { $plural: { one: "{count} hour", other: "{count} hours" } },
    days: { $plural: { one: "{count} day", other: "{count} days" } },
    weeks: { $plural: { one: "{count} week", other: "{count} weeks" } },
    months: { $plural: { one: "{count} month", other: "{count} months" } },
  },
};

export default pcm;
