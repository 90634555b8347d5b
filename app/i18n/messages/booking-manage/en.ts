/**
 * The requester's own booking links from their e-mails (/consultation/{id}/reschedule and
 * /consultation/{id}/cancel): no account needed, the signed link is the key.
 */
const en = {
  metaReschedule: "Choose another time",
  metaCancel: "Cancel your consultation",
  eyebrow: "Your consultation",
  yourBooking: "Your booking",
  plan: "Plan",
  when: "Date and time",
  noTime: "No date or time chosen yet",
  slot: "{date} at {time} (Lagos time)",
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  status: "Status",
  statuses: {
    pending: "Waiting for our team to confirm",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  cancel: {
    title: "Cancel your consultation?",
    lead: "If you cannot come, cancel here so the hour is free for another farmer. Our team is told at once.",
    confirm: "Yes, cancel my consultation",
    keep: "Keep my booking",
    otherTimeLead: "Could another day suit you better?",
    otherTime: "Choose another time instead",
    done: "Your consultation is cancelled",
    doneLead:
      "We have told our team, and sent you an e-mail. If you still need advice, you can book again at any time.",
    bookAgain: "Book a consultation",
  },
  reschedule: {
    cannotCome: "Cannot come at all?",
    cancelInstead: "Cancel this booking",
    title: "Choose another time",
    lead: "Pick a new date, then one of the free hours that day. Your consultant is kept when they are free.",
    date: "New date",
    showTimes: "Show free times",
    time: "New time",
    freeOn: "Free times on {date}",
    noneFree: "No free times that day. Please choose another date.",
    chooseTime: "Choose a time",
    confirm: "Move my consultation",
    keep: "Keep the current time",
    done: "Your consultation has moved",
    doneLead:
      "It is now on {slot}. We have sent you an e-mail with the details and new links, and told our team.",
    taken: "That time is no longer free. Free times: {times}.",
    takenNone:
      "That time is no longer free, and no other time is free soon. Please choose another date.",
    pickDate: "Please choose a date from today on.",
    pickTime: "Please choose one of the free times.",
    tooManyMoves:
      "You have moved this booking as often as a day allows. Please try again in {hours} hours, or contact us.",
  },
  invalid: {
    title: "This link does not work",
    lead: "The link is incomplete or was changed. Please open it again from your e-mail, or contact us.",
  },
  replaced: {
    title: "This link was replaced",
    lead: "Your booking changed after this e-mail was sent, so its links no longer work. Please use the links in the newest e-mail about your consultation.",
  },
  expired: {
    title: "This link has expired",
    lead: "The session has started or passed, so it can no longer be moved or cancelled here. Please contact us.",
  },
  closed: {
    title: "This booking can no longer be changed",
    lead: "It is {status}. If you need advice, you can book a new consultation.",
  },
  phone: {
    toSettings: "Your notification settings",
    title: "Confirm your phone number",
    lead: "Get updates about your consultation on WhatsApp or by SMS at {phone}?",
    confirm: "Yes, send updates to this number",
    stop: "No, send nothing to this number",
    stopHint:
      "Choosing No stops every WhatsApp and SMS message from us to this number; e-mail still works.",
    already: "This number is already confirmed.",
    confirmed: "Your number is confirmed",
    confirmedLead:
      "You will get your consultation's updates on this number, as you chose. Reply STOP on WhatsApp at any time to stop.",
    stopped: "No more messages to this number",
    stoppedLead:
      "We will send no WhatsApp or SMS messages to this number. Your booking's e-mails still come.",
    home: "Back to the home page",
  },
  booked: {
    meta: "Booking received",
    title: "We have your booking request",
    lead: "Keep this page: take a screenshot of it. Our team will confirm your consultation soon.",
    reference: "Reference",
    referenceHint: "Give this reference if you call or message us.",
    consultant: "Consultant",
    emailed:
      "We have e-mailed {email} with these details and with links to change the time or cancel.",
    texted:
      "We have sent these details, with links to change the time or cancel, to {phone} on WhatsApp or by SMS.",
    confirmPhone:
      "We have also texted {phone} a link: open it to get your updates on WhatsApp or by SMS.",
    changeTitle: "Plans changed?",
    reschedule: "Choose another time",
    cancel: "Cancel this booking",
    bookAnother: "Book another consultation",
    missingTitle: "Nothing to show here",
    missingLead:
      "This page shows a booking only in the browser that made it, for an hour after. The details and the links to change or cancel are in the e-mail we sent you.",
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
  contact: "Contact us",
  home: "Back to the home page",
} as const;

export default en;
