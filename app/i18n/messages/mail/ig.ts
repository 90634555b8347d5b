import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  layout: {
    buttonFallback: "Ọ bụrụ na bọtịnụ ahụ arụghị ọrụ, detuo njikọ a tinye ya na ihe nchọgharị gị:",
    hello: "Ndewo {name},",
    helloAnonymous: "Ndewo,",
  },
  verification: {
    subject: "Kwado email gị maka {siteName}",
    welcome: "Nnọọ na {siteName}. Biko kwado adreesị email gị ka akaụntụ gị malite ịrụ ọrụ.",
    action: "Kwado email m",
    footer:
      "Njikọ a ga-agwụ mgbe awa 24 gachara. Ọ bụrụ na ọ bụghị gị debanyere aha, ị nwere ike ileghara ozi a anya.",
  },
  passwordReset: {
    subject: "Gbanwee okwuntughe {siteName} gị",
    request: "Anyị natara arịrịọ ịgbanwe okwuntughe nke akaụntụ gị.",
    action: "Họrọ okwuntughe ọhụrụ",
    footer:
      "Njikọ a ga-agwụ mgbe awa 1 gachara. Ọ bụrụ na ọ bụghị gị rịọrọ okwuntughe ọhụrụ, leghara ozi a anya: okwuntughe gị agaghị agbanwe.",
  },
  existingAccount: {
    subject: "Ị nwelarị akaụntụ {siteName}",
    tried:
      "Mmadụ (anyị na-atụ anya na ọ bụ gị) nwara imepe akaụntụ ọhụrụ na adreesị email a, mana ị nwelarị otu.",
    signIn: "Ị nwere ike iji okwuntughe gị banye, ma ọ bụ gbanwee ya ma ọ bụrụ na i chefuru ya.",
    action: "Banye",
    forgotten: "I chefuru okwuntughe gị? Gbanwee ya ebe a:",
    footer: "Ọ bụrụ na ọ bụghị gị, ọ dịghị ihe ị ga-eme.",
  },
  certificate: {
    subject: "Asambodo gị maka {course} – {siteName}",
    greeting: "Ekele {name},",
    completed: "I mechara {course} ya na {instructor}, e nyekwala gị asambodo gị.",
    code: "Koodu nkwado ya bụ {code}. Onye ọ bụla nwere ike ịlele ya na adreesị a:",
    action: "Budata asambodo gị",
    footer: "Gaa n’ihu na-amụ: anyị na-etinye kọọsụ ọhụrụ n’ụlọ akwụkwọ a kwa ọnwa.",
  },
  quizPassed: {
    subject: "Ị gafere {quiz} – {siteName}",
    greeting: "Ị mere nke ọma {name},",
    passed: "Ị gafere {quiz} na {score}%.",
    action: "Gaa n’ihu na kọọsụ gị",
    footer: "Gaa n’ihu: nkuzi ọ bụla na-eme ka ị bịaruo asambodo gị nso.",
  },
  consultation: {
    noPreference: "Nke ọ bụla dị mma",
    subject: "Anyị natara arịrịọ ndụmọdụ gị – {siteName}",
    thanks:
      "Daalụ maka ịhazi ndụmọdụ {plan} na {siteName}. Arịrịọ gị dị ugbu a n’aka ndị otu anyị.",
    next: "Ihe ga-esote: otu n’ime ndị ọkachamara ọrụ ugbo anyị ga-elele nkọwa gị ma kpọtụrụ gị, ọtụtụ mgbe n’ime otu ụbọchị ọrụ, iji kwado ụbọchị, oge na otu anyị ga-esi zute (oku, oku vidiyo ma ọ bụ nleta n’ugbo).",
    request: "Arịrịọ gị – Atụmatụ: {plan}. Ụbọchị ị chọrọ: {date}. Oge ị chọrọ: {time}.",
    action: "Lelee kọọsụ anyị ka ị na-eche",
    footer:
      "Ị chọrọ ịgbanwe ihe? Zaa {email} ma ọ bụ kpọọ {phone}. Ọ bụrụ na ọ bụghị gị zitere arịrịọ a, ị nwere ike ileghara ozi a anya.",
  },
  bookingLinks: {
    confirmPhoneSms:
      "Kwado na nọmba a nwere ike ịnata ozi gbasara ndụmọdụ gị na WhatsApp ma ọ bụ SMS:",
    reschedule: "Họrọ oge ọzọ",
    cancel: "Kagbuo ndụmọdụ a",
    note: "Ị chọrọ oge ọzọ, ma ọ bụ ị gaghị abịa? Njikọ ndị dị n’okpuru ga-arụ ọrụ ruo mgbe nzukọ ahụ malitere; mgbanwe ọ bụla ga-eziga gị ndị ọhụrụ.",
  },
  consultationStatus: {
    slot: "{date} n’elekere {time} (oge Legọs)",
    slotNoTime: "{date} (a ga-ekwekọrịta n’oge)",
    dashboard: "Mepee dashbọọdụ gị",
    footer: "Ị nwere ajụjụ? Zaa {email} ma ọ bụ kpọọ {phone}.",
    inviteSummary: "Ndụmọdụ {plan} – {siteName}",
    inviteDescription:
      "Ndụmọdụ {plan} gị na {siteName}. Ọkachamara anyị ga-akpọtụrụ gị tupu nzukọ ahụ. Ajụjụ: {email}, {phone}.",
    confirmed: {
      subject: "Akwadoro ndụmọdụ gị – {siteName}",
      good: "Ozi ọma: akwadoro ndụmọdụ {plan} gị.",
      goodOn: "Ozi ọma: akwadoro ndụmọdụ {plan} gị na {slot}.",
      contact:
        "Ọkachamara anyị ga-akpọtụrụ gị tupu nzukọ ahụ ka unu kwekọrịta otu unu ga-esi zute (oku, oku vidiyo ma ọ bụ nleta n’ugbo).",
      invite:
        "Akwụkwọ ịkpọ kalenda anyị tinyere (consultation.ics) ga-etinye nzukọ ahụ na kalenda ekwentị ma ọ bụ kọmputa gị.",
      noInvite: "Anyị ga-ekwekọrịta ụbọchị ahụ gị mgbe anyị kpọrọ gị.",
    },
    completed: {
      subject: "Daalụ maka ndụmọdụ gị – {siteName}",
      done: "Ndụmọdụ {plan} gị agwụla. Daalụ maka ịhọrọ {siteName}.",
      more: "Mgbe ọ bụla ị chọrọ ndụmọdụ ọzọ, ị nwere ike ịhazi ndụmọdụ ọzọ.",
      action: "Hazie ndụmọdụ ọzọ",
    },
    cancelled: {
      subject: "Akagburu arịrịọ ndụmọdụ gị – {siteName}",
      cancelled: "Akagburu arịrịọ ndụmọdụ {plan} gị.",
      cancelledFor: "Akagburu arịrịọ ndụmọdụ {plan} gị maka {slot}.",
      again: "Ọ bụrụ na ị ka chọrọ ndụmọdụ, kpọtụrụ anyị ma ọ bụ hazie ọzọ n’oge dị gị mma.",
      action: "Hazie ọzọ",
    },
    cancelledInvite: "Mmelite kalenda anyị tinyere ga-ewepụ nzukọ ahụ na kalenda gị.",
    moved: {
      subject: "Agbanwela oge ndụmọdụ gị – {siteName}",
      movedTo: "Ndụmọdụ {plan} gị dị ugbu a na {slot}. Oge ochie ahụ anọọla efu ọzọ.",
      invite: "Akwụkwọ ịkpọ kalenda anyị tinyere ga-ebugharị nzukọ ahụ na kalenda gị.",
    },
    reminder: {
      subject: "Ncheta: ndụmọdụ gị na {slot} – {siteName}",
      dayBefore: "Ncheta: ndụmọdụ {plan} gị bụ echi, {slot}.",
      hourBefore: "Ncheta: ndụmọdụ {plan} gị ga-amalite n’ihe dị ka otu awa, {slot}.",
      prepare: "Kwadebe ajụjụ gị, ya na foto ugbo gị na ndekọ ọ bụla ga-enyere aka.",
    },
    other: {
      subject: "Arịrịọ ndụmọdụ gị – {siteName}",
      status: "Arịrịọ ndụmọdụ {plan} gị dị ugbu a: {status}.",
    },
    statuses: {
      pending: "ọ ka na-eche",
      confirmed: "akwadoro ya",
      completed: "ọ gwụla",
      cancelled: "akagburu ya",
    },
  },
  contact: {
    subject: "Daalụ maka ịkpọtụrụ {siteName}",
    received:
      'Daalụ maka ịkpọtụrụ {siteName}. Anyị natara ozi gị gbasara "{topic}" ma anyị ga-aza gị n’ime awa 24.',
    urgent: "Ọ dị ngwa ngwa? Kpọọ anyị na {phone} ({weekdays}, {saturday}).",
    action: "Gaa na {siteName}",
    footer:
      "Nke a bụ azịza akpaaka. Ọ bụrụ na ọ bụghị gị degaara anyị, ị nwere ike ileghara ozi a anya.",
    topics: {
      general: "Ajụjụ izugbe",
      consulting: "Ọrụ ndụmọdụ",
      academy: "Ụlọ akwụkwọ na ọzụzụ",
      partnerships: "Mmekọrịta",
    },
  },
  receipt: {
    subject: "Akwụkwọ nnata ego gị {number} – {siteName}",
    access: "Daalụ! Ị nwere ike ịbanye kọọsụ {course} niile ugbu a.",
    couponCovered: "Kupọn gị kwụrụ ọnụahịa niile, ya mere ọ dịghị ihe ị ga-akwụ.",
    couponCodeCovered: "Kupọn gị {coupon} kwụrụ ọnụahịa niile, ya mere ọ dịghị ihe ị ga-akwụ.",
    paid: "Ị kwụrụ {amount} (VAT {vat} dị n’ime ya).",
    test: "Nke a bụ ịkwụ ụgwọ nnwale: e wereghị ego n’ezie, akwụkwọ nnata ego a bụkwa naanị ihe nlereanya.",
    attached:
      "Akwụkwọ nnata ego gị {number} dị n’email a dịka PDF. Ị nwere ike ibudata ya ọzọ mgbe ọ bụla site na Ntọala → Ịkwụ ụgwọ:",
    action: "Malite kọọsụ ahụ",
    footer:
      "Ị nwere ajụjụ gbasara ịkwụ ụgwọ a? Degara {email} ma ọ bụ kpọọ {phone}, nye nọmba {reference}.",
  },
  refund: {
    subject: "Ego e weghachiri maka {course} – {siteName}",
    processed: "Anyị eweghachila {amount} gị maka kọọsụ {course}.",
    ended: "Ị nweghịzi ike ịbanye kọọsụ a.",
    bank: "Ego ahụ ga-alaghachi na kaadị ma ọ bụ akaụntụ i ji kwụọ ụgwọ. Ụlọ akụ na-ewekarị ụbọchị ọrụ ole na ole tupu o gosi.",
    action: "Lee ụgwọ ị kwụrụ",
    footer:
      "Ọ bụrụ na ego ahụ abịabeghị mgbe ụbọchị ọrụ iri gachara, kpọtụrụ anyị ma nye nọmba {reference}.",
  },
};

export default ig;
