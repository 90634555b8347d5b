import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  metaReschedule: "Choose new time",
  metaCancel: "Cancel di consultation wey you book",
  eyebrow: "Di consultation wey you book",
  yourBooking: "Wetin you book",
  plan: "Plan",
  when: "Di date and time",
  noTime: "You never choose date or time",
  slot: "{date} by {time} (Lagos time)",
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  status: "Where e reach",
  statuses: {
    pending: "E dey wait make our team confirm am",
    confirmed: "E don confirm",
    completed: "E don finish",
    cancelled: "E don cancel",
  },
  cancel: {
    title: "You wan cancel your consultation?",
    lead: "If you no fit come, cancel am here so dat another farmer fit use di hour. Our team go know sharp sharp.",
    confirm: "Yes, cancel di consultation",
    keep: "No, leave my booking as e dey",
    otherTimeLead: "Another day go fit you better?",
    otherTime: "Make I choose another time",
    done: "Your consultation don cancel",
    doneLead:
      "We don tell our team, and we don send you email. If you still need advice, you fit book again anytime.",
    bookAgain: "Book consultation",
  },
  reschedule: {
    cannotCome: "You no fit come at all?",
    cancelInstead: "Cancel dis booking",
    title: "Choose new time",
    lead: "Pick new date, then choose one of di free hours for dat day. If your consultant dey free, na dem go still do am.",
    date: "Di new date",
    showTimes: "Show free times",
    time: "Di new time",
    freeOn: "Free times for {date}",
    noneFree: "No free time for dat day. Abeg choose another date.",
    chooseTime: "Choose time",
    confirm: "Shift my consultation",
    keep: "Leave am for di time wey e dey",
    done: "Your consultation don shift",
    doneLead:
      "E don dey for {slot} now. We don send you email wit di details and new links, and we don tell our team.",
    taken: "Dat time no dey free again. Di free times: {times}.",
    takenNone:
      "Dat time no dey free again, and no other time dey free soon. Abeg choose another date.",
    pickDate: "Abeg choose date from today go front.",
    pickTime: "Abeg choose one of di free times.",
    tooManyMoves:
      "You don shift dis booking reach di number of times wey we allow for one day. Abeg try again after {hours} hours, or contact us.",
  },
  invalid: {
    title: "Dis link no dey work",
    lead: "Di link no complete or somebody don change am. Abeg open am again from your email, or reach us.",
  },
  replaced: {
    title: "New link don replace dis one",
    lead: "Your booking change after we send dis email, so di links wey dey inside no dey work again. Abeg use di links for di newest email about your consultation.",
  },
  expired: {
    title: "Dis link don expire",
    lead: "Di meeting don start or e don pass, so you no fit shift am or cancel am here again. Abeg reach us.",
  },
  closed: {
    title: "You no fit change dis booking again",
    lead: "Dis booking don close: {status}. If you need advice, you fit book new consultation.",
  },
  phone: {
    toSettings: "Your notification settings",
    title: "Confirm your phone number",
    lead: "You wan dey get update about your consultation for WhatsApp or SMS for {phone}?",
    confirm: "Yes, send update to dis number",
    stop: "No, no send anything to dis number",
    stopHint:
      "If you choose No, we no go send any WhatsApp or SMS message to dis number again; e-mail go still dey come.",
    already: "Dis number don already confirm.",
    confirmed: "Your number don confirm",
    confirmedLead:
      "You go dey get update about your consultation for dis number, as you choose. Reply STOP for WhatsApp anytime to stop am.",
    stopped: "No more message to dis number",
    stoppedLead:
      "We no go send WhatsApp or SMS message to dis number again. Your booking e-mail go still dey come.",
    home: "Go back to home page",
  },
  booked: {
    meta: "We don collect your booking",
    title: "We don collect your booking request",
    lead: "Keep dis page: snap am (screenshot). Our team go confirm your consultation soon.",
    reference: "Reference",
    referenceHint: "Give us dis reference if you call or message us.",
    consultant: "Consultant",
    emailed:
      "We don send e-mail go {email} with dis details and links wey you fit use change di time or cancel am.",
    texted:
      "We don send dis details, with links wey you fit use change di time or cancel am, go {phone} for WhatsApp or SMS.",
    confirmPhone:
      "We don also text {phone} one link: open am make you dey get your updates for WhatsApp or SMS.",
    changeTitle: "Your plan don change?",
    reschedule: "Choose another time",
    cancel: "Cancel dis booking",
    bookAnother: "Book another consultation",
    missingTitle: "Nothing to show for here",
    missingLead:
      "Dis page dey show booking only for di browser wey make am, for one hour after. Di details and di links to change or cancel dey inside di e-mail wey we send you.",
  },
  weekdays: {
    sun: "Sunday",
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
  },
  dayDate: "{weekday}, {date}",
  contact: "Reach us",
  home: "Go back to di home page",
};

export default pcm;
