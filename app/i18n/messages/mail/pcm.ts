import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  layout: {
    buttonFallback: "If di button no work, copy dis link put for your browser:",
    hello: "Hello {name},",
    helloAnonymous: "Hello,",
  },
  verification: {
    subject: "Confirm your email for {siteName}",
    welcome:
      "Welcome to {siteName}. Abeg confirm your email address make your account start to work.",
    action: "Confirm my email",
    footer: "Di link go expire after 24 hours. If no be you register, you fit ignore dis message.",
  },
  passwordReset: {
    subject: "Change your {siteName} password",
    request: "We don receive request to change di password for your account.",
    action: "Choose new password",
    footer:
      "Di link go expire after 1 hour. If no be you ask for new password, ignore dis message: your password no go change.",
  },
  existingAccount: {
    subject: "You don already get {siteName} account",
    tried:
      "Somebody (we hope say na you) try open new account wit dis email address, but you don already get one.",
    signIn: "You fit enter wit your password, or change am if you don forget am.",
    action: "Enter",
    forgotten: "You don forget your password? Change am here:",
    footer: "If no be you, you no need do anything.",
  },
  certificate: {
    subject: "Your certificate for {course} – {siteName}",
    greeting: "Congratulations {name},",
    completed: "You don finish {course} wit {instructor}, and we don give you your certificate.",
    code: "Di code to check am na {code}. Anybody fit check am for dis address:",
    action: "Download your certificate",
    footer: "No stop to learn: we dey add new course to di academy every month.",
  },
  quizPassed: {
    subject: "You don pass {quiz} – {siteName}",
    greeting: "Well done {name},",
    passed: "You don pass {quiz} wit {score}%.",
    action: "Continue your course",
    footer: "Dey go: every lesson dey carry you near your certificate.",
  },
  consultation: {
    noPreference: "Any one dey okay",
    subject: "We don receive your consultation request – {siteName}",
    thanks:
      "Thank you say you book {plan} consultation wit {siteName}. Your request don reach our team.",
    next: "Wetin go happen next: one of our farm experts go look your details and call you, normally inside one working day, to agree di date, di time and how we go meet (call, video call or we go come your farm).",
    request:
      "Your request – Plan: {plan}. Di date wey you want: {date}. Di time wey you want: {time}.",
    action: "Check our courses as you dey wait",
    footer:
      "You wan change something? Reply to {email} or call {phone}. If no be you send dis request, you fit ignore dis message.",
  },
  bookingLinks: {
    confirmPhoneSms:
      "Confirm say dis number fit dey get update about your consultation for WhatsApp or SMS:",
    reschedule: "Choose new time",
    cancel: "Cancel dis booking",
    note: "You need another time, or you no fit come? Di links wey dey under go work until di meeting start; every change go send you new ones.",
  },
  consultationStatus: {
    slot: "{date} by {time} (Lagos time)",
    slotNoTime: "{date} (we go agree di time)",
    dashboard: "Open your dashboard",
    footer: "You get question? Reply to {email} or call {phone}.",
    inviteSummary: "{plan} consultation – {siteName}",
    inviteDescription:
      "Your {plan} consultation wit {siteName}. Our expert go call you before di meeting. Question: {email}, {phone}.",
    confirmed: {
      subject: "Your consultation don confirm – {siteName}",
      good: "Good news: your {plan} consultation don confirm.",
      goodOn: "Good news: your {plan} consultation for {slot} don confirm.",
      contact:
        "Our expert go call you before di meeting to agree how una go meet (call, video call or we go come your farm).",
      invite:
        "Di calendar invite wey we attach (consultation.ics) go add di meeting to di calendar for your phone or computer.",
      noInvite: "We go agree di date wit you when we call.",
    },
    completed: {
      subject: "Thank you for your consultation – {siteName}",
      done: "Your {plan} consultation don finish. Thank you say you choose {siteName}.",
      more: "Anytime wey you need more advice, you fit book another consultation.",
      action: "Book another one",
    },
    cancelled: {
      subject: "Your consultation request don cancel – {siteName}",
      cancelled: "Your {plan} consultation request don cancel.",
      cancelledFor: "Your {plan} consultation request for {slot} don cancel.",
      again: "If you still need advice, contact us or book again for time wey good for you.",
      action: "Book again",
    },
    cancelledInvite: "Di calendar update wey we attach go comot di meeting from your calendar.",
    moved: {
      subject: "Your consultation don shift – {siteName}",
      movedTo: "Your {plan} consultation don shift go {slot}. Di old time don free again.",
      invite: "Di calendar invite wey we attach go shift di meeting for your calendar.",
    },
    reminder: {
      subject: "Make you no forget: your consultation for {slot} – {siteName}",
      dayBefore: "Make you no forget: your {plan} consultation na tomorrow, {slot}.",
      hourBefore:
        "Make you no forget: your {plan} consultation go start for like one hour time, {slot}.",
      prepare: "Get your questions ready, wit photos of your farm and any record wey fit help.",
    },
    other: {
      subject: "Your consultation request – {siteName}",
      status: "Your {plan} consultation request don change to: {status}.",
    },
    statuses: {
      pending: "e still dey wait",
      confirmed: "e don confirm",
      completed: "e don finish",
      cancelled: "e don cancel",
    },
  },
  contact: {
    subject: "Thank you say you contact {siteName}",
    received:
      'Thank you say you contact {siteName}. We don receive your message about "{topic}" and we go answer you inside 24 hours.',
    urgent: "E dey urgent? Call us for {phone} ({weekdays}, {saturday}).",
    action: "Visit {siteName}",
    footer: "Na machine send dis reply. If no be you write us, you fit ignore dis message.",
    topics: {
      general: "General question",
      consulting: "Consulting services",
      academy: "Academy & Training",
      partnerships: "Partnership",
    },
  },
  receipt: {
    subject: "Your receipt {number} – {siteName}",
    access: "Thank you! You fit now enter di whole course {course}.",
    couponCovered: "Your coupon cover di full price, so you no need pay anything.",
    couponCodeCovered: "Your coupon {coupon} cover di full price, so you no need pay anything.",
    paid: "You pay {amount} ({vat} VAT dey inside).",
    test: "Dis na test payment: nobody collect real money, and di receipt na only sample.",
    attached:
      "Your receipt {number} dey attach to dis email as PDF. You fit download am again anytime from Settings → Payments:",
    action: "Start di course",
    footer:
      "You get question about dis payment? Write to {email} or call {phone}, and give di reference {reference}.",
  },
  refund: {
    subject: "Your refund for {course} – {siteName}",
    processed: "We don return your {amount} for di course {course}.",
    ended: "You no fit enter dis course again.",
    bank: "Di money go go back to di card or account wey you take pay. Bank dey normally take some working days before e show.",
    action: "See your payments",
    footer:
      "If di money never reach you after ten working days, contact us and give di reference {reference}.",
  },
};

export default pcm;
