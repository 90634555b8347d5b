/** Every e-mail we send to a learner or a visitor, in their language (staff e-mails stay English). */
const en = {
  layout: {
    buttonFallback: "If the button does not work, copy this link into your browser:",
    hello: "Hello {name},",
    helloAnonymous: "Hello,",
  },
  verification: {
    subject: "Verify your e-mail for {siteName}",
    welcome: "Welcome to {siteName}. Please confirm your e-mail address to activate your account.",
    action: "Verify my e-mail",
    footer: "The link expires in 24 hours. If you did not sign up, you can ignore this message.",
  },
  passwordReset: {
    subject: "Reset your {siteName} password",
    request: "We received a request to reset the password of your account.",
    action: "Choose a new password",
    footer:
      "The link expires in 1 hour. If you did not ask for a new password, ignore this message: your password stays the same.",
  },
  existingAccount: {
    subject: "You already have {article} {siteName} account",
    tried:
      "Someone (hopefully you) tried to create a new account with this e-mail address, but you already have one.",
    signIn: "You can sign in with your password, or reset it if you have forgotten it.",
    action: "Sign in",
    forgotten: "Forgotten your password? Reset it here:",
    footer: "If this was not you, no action is needed.",
  },
  certificate: {
    subject: "Your certificate for {course} – {siteName}",
    greeting: "Congratulations {name},",
    completed: "You completed {course} with {instructor}, and your certificate has been issued.",
    code: "Its verification code is {code}. Anyone can check it at this address:",
    action: "Download your certificate",
    footer: "Keep learning: new courses are added to the academy every month.",
  },
  quizPassed: {
    subject: "You passed {quiz} – {siteName}",
    greeting: "Well done {name},",
    passed: "You passed {quiz} with {score}%.",
    action: "Continue your course",
    footer: "Keep going: every lesson brings you closer to your certificate.",
  },
  consultation: {
    noPreference: "No preference",
    subject: "We received your consultation request – {siteName}",
    thanks:
      "Thank you for booking {article} {plan} consultation with {siteName}. Your request is now with our team.",
    next: "What happens next: one of our agricultural experts reviews your details and contacts you, usually within one working day, to confirm the date, the time and how we will meet (a call, a video call or a farm visit).",
    request: "Your request – Plan: {plan}. Preferred date: {date}. Preferred time: {time}.",
    action: "Explore our courses while you wait",
    footer:
      "Need to change something? Reply to {email} or call {phone}. If you did not make this request, you can ignore this message.",
  },
  bookingLinks: {
    confirmPhoneSms:
      "Confirm that this number may get updates about your consultation on WhatsApp or by SMS:",
    reschedule: "Choose another time",
    cancel: "Cancel this booking",
    note: "Need another time, or cannot come? The links below work until the session starts; each change sends you new ones.",
  },
  consultationStatus: {
    slot: "{date} at {time} (Lagos time)",
    slotNoTime: "{date} (time to be agreed)",
    dashboard: "Open your dashboard",
    footer: "Questions? Reply to {email} or call {phone}.",
    inviteSummary: "{plan} consultation – {siteName}",
    inviteDescription:
      "Your {plan} consultation with {siteName}. Our expert will contact you before the session. Questions: {email}, {phone}.",
    confirmed: {
      subject: "Your consultation is confirmed – {siteName}",
      good: "Good news: your {plan} consultation is confirmed.",
      goodOn: "Good news: your {plan} consultation on {slot} is confirmed.",
      contact:
        "Our expert will contact you before the session to agree how you will meet (a call, a video call or a farm visit).",
      invite:
        "The attached calendar invite (consultation.ics) adds the session to your phone's or computer's calendar.",
      noInvite: "We will agree the date with you when we call.",
    },
    completed: {
      subject: "Thank you for your consultation – {siteName}",
      done: "Your {plan} consultation is now marked as completed. Thank you for choosing {siteName}.",
      more: "Whenever you need more advice, you can book a follow-up consultation.",
      action: "Book a follow-up",
    },
    cancelled: {
      subject: "Your consultation request was cancelled – {siteName}",
      cancelled: "Your {plan} consultation request has been cancelled.",
      cancelledFor: "Your {plan} consultation request for {slot} has been cancelled.",
      again: "If you still need advice, contact us or book again at a time that suits you.",
      action: "Book again",
    },
    cancelledInvite: "The attached calendar update removes the session from your calendar.",
    moved: {
      subject: "Your consultation has moved – {siteName}",
      movedTo: "Your {plan} consultation is now on {slot}. The old time is free again.",
      invite: "The attached calendar invite moves the session in your calendar.",
    },
    reminder: {
      subject: "Reminder: your consultation on {slot} – {siteName}",
      dayBefore: "A reminder: your {plan} consultation is tomorrow, {slot}.",
      hourBefore: "A reminder: your {plan} consultation starts in about an hour, {slot}.",
      prepare: "Have your questions ready, with photos of your farm and any records that help.",
    },
    other: {
      subject: "Your consultation request – {siteName}",
      status: "Your {plan} consultation request is now {status}.",
    },
    statuses: {
      pending: "pending",
      confirmed: "confirmed",
      completed: "completed",
      cancelled: "cancelled",
    },
  },
  contact: {
    subject: "Thank you for contacting {siteName}",
    received:
      'Thank you for contacting {siteName}. We have received your message about "{topic}" and will get back to you within 24 hours.',
    urgent: "Urgent? Call us on {phone} ({weekdays}, {saturday}).",
    action: "Visit {siteName}",
    footer: "This is an automatic reply. If you did not write to us, you can ignore this message.",
    topics: {
      general: "General Inquiry",
      consulting: "Consulting Services",
      academy: "Academy & Training",
      partnerships: "Partnerships",
    },
  },
  receipt: {
    subject: "Your receipt {number} – {siteName}",
    access: "Thank you! You now have full access to the course {course}.",
    couponCovered: "Your coupon covered the full price, so there was nothing to pay.",
    couponCodeCovered: "Your coupon {coupon} covered the full price, so there was nothing to pay.",
    paid: "You paid {amount} (this includes {vat} VAT).",
    test: "This was a test payment: no real money was taken, and the receipt is only a sample.",
    attached:
      "Your receipt {number} is attached to this e-mail as a PDF. You can download it again at any time from Settings → Payments:",
    action: "Start the course",
    footer:
      "Questions about this payment? Write to {email} or call {phone}, and give the reference {reference}.",
  },
  refund: {
    subject: "Your refund for {course} – {siteName}",
    processed: "We have processed your refund of {amount} for the course {course}.",
    ended: "Your access to this course has ended.",
    bank: "The money goes back to the card or account you paid with. Banks usually take a few working days to show it.",
    action: "See your payments",
    footer:
      "If the money has not arrived after ten working days, contact us and give the reference {reference}.",
  },
} as const;

export default en;
