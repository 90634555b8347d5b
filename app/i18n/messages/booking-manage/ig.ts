import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  metaReschedule: "Họrọ oge ọzọ",
  metaCancel: "Kagbuo ndụmọdụ gị",
  eyebrow: "Ndụmọdụ gị",
  yourBooking: "Ndụmọdụ i haziri",
  plan: "Atụmatụ",
  when: "Ụbọchị na oge",
  noTime: "A họrọbeghị ụbọchị ma ọ bụ oge",
  slot: "{date} n’elekere {time} (oge Legọs)",
  plans: { Beginner: "Mbido", Intermediate: "Etiti", Advanced: "Elu" },
  status: "Ọnọdụ",
  statuses: {
    pending: "Ọ na-eche ka ndị otu anyị kwado ya",
    confirmed: "Akwadoro ya",
    completed: "Ọ gwụla",
    cancelled: "Akagburu ya",
  },
  cancel: {
    title: "Ị chọrọ ịkagbu ndụmọdụ gị?",
    lead: "Ọ bụrụ na ị gaghị enwe ike ịbịa, kagbuo ya ebe a ka onye ọrụ ugbo ọzọ nweta oge ahụ. A ga-agwa ndị otu anyị ozugbo.",
    confirm: "Ee, kagbuo ndụmọdụ m",
    keep: "Hapụ ndụmọdụ m ka ọ dị",
    otherTimeLead: "Ụbọchị ọzọ ọ ga-aka gị mma?",
    otherTime: "Kama nke ahụ, họrọ oge ọzọ",
    done: "Akagburu ndụmọdụ gị",
    doneLead:
      "Anyị agwala ndị otu anyị, zitekwa gị email. Ọ bụrụ na ị ka chọrọ ndụmọdụ, ị nwere ike ịhazi ọzọ n’oge ọ bụla.",
    bookAgain: "Hazie oge ndụmọdụ",
  },
  reschedule: {
    cannotCome: "Ị gaghị enwe ike ịbịa ma ọlị?",
    cancelInstead: "Kagbuo ndokwa a",
    title: "Họrọ oge ọzọ",
    lead: "Họrọ ụbọchị ọhụrụ, wee họrọ otu n’ime oge nọ efu n’ụbọchị ahụ. Onye ndụmọdụ gị ga-anọgide ma ọ bụrụ na ọ nọ efu.",
    date: "Ụbọchị ọhụrụ",
    showTimes: "Gosi oge nọ efu",
    time: "Oge ọhụrụ",
    freeOn: "Oge nọ efu na {date}",
    noneFree: "Enweghị oge nọ efu n’ụbọchị ahụ. Biko họrọ ụbọchị ọzọ.",
    chooseTime: "Họrọ oge",
    confirm: "Gbanwee oge ndụmọdụ m",
    keep: "Hapụ oge dị ugbu a",
    done: "Agbanwela oge ndụmọdụ gị",
    doneLead:
      "Ọ dị ugbu a na {slot}. Anyị ezitela gị email nwere nkọwa na njikọ ọhụrụ, gwakwa ndị otu anyị.",
    taken: "Oge ahụ anọghịzi efu. Oge nọ efu: {times}.",
    takenNone:
      "Oge ahụ anọghịzi efu, ọ dịghịkwa oge ọzọ nọ efu n’oge na-adịghị anya. Biko họrọ ụbọchị ọzọ.",
    pickDate: "Biko họrọ ụbọchị site taa gaa n’ihu.",
    pickTime: "Biko họrọ otu n’ime oge nọ efu.",
    tooManyMoves:
      "Ị gbanwela oge ndụmọdụ a ugboro ole e kwere n’otu ụbọchị. Biko nwaa ọzọ mgbe awa {hours} gachara, ma ọ bụ kpọtụrụ anyị.",
  },
  invalid: {
    title: "Njikọ a anaghị arụ ọrụ",
    lead: "Njikọ ahụ ezughị ezu ma ọ bụ a gbanwere ya. Biko mepee ya ọzọ site na email gị, ma ọ bụ kpọtụrụ anyị.",
  },
  replaced: {
    title: "Njikọ ọhụrụ anọchiela njikọ a",
    lead: "Ndụmọdụ gị gbanwere mgbe e zipụsịrị email a, ya mere njikọ ya anaghịzi arụ ọrụ. Biko jiri njikọ dị na email kacha ọhụrụ gbasara ndụmọdụ gị.",
  },
  expired: {
    title: "Njikọ a agwụla",
    lead: "Nzukọ ahụ amalitela ma ọ bụ gafeela, ya mere a pụghịzi ịgbanwe oge ya ma ọ bụ kagbuo ya ebe a. Biko kpọtụrụ anyị.",
  },
  closed: {
    title: "A pụghịzi ịgbanwe ndụmọdụ a",
    lead: "Ọnọdụ ya ugbu a: {status}. Ọ bụrụ na ị chọrọ ndụmọdụ, ị nwere ike ịhazi ndụmọdụ ọhụrụ.",
  },
  phone: {
    toSettings: "Ntọala ọkwa gị",
    title: "Kwado nọmba ekwentị gị",
    lead: "Ị chọrọ ịnata ozi gbasara ndụmọdụ gị na WhatsApp ma ọ bụ SMS na {phone}?",
    confirm: "Ee, zitere ozi na nọmba a",
    stop: "Mba, ezitela ihe ọ bụla na nọmba a",
    stopHint:
      "Ịhọrọ Mba ga-akwụsị ozi WhatsApp na SMS niile anyị na-eziga na nọmba a; email ka ga-arụ ọrụ.",
    already: "E kwadoola nọmba a.",
    confirmed: "E kwadoola nọmba gị",
    confirmedLead:
      "Ị ga-enweta ozi ndụmọdụ gị na nọmba a, dịka ị họọrọ. Zaa STOP na WhatsApp mgbe ọ bụla iji kwụsị ya.",
    stopped: "Ozi agaghịzi aga na nọmba a",
    stoppedLead:
      "Anyị agaghị eziga ozi WhatsApp ma ọ bụ SMS na nọmba a. Email gbasara ndokwa gị ka ga-abịa.",
    home: "Laghachi na peeji mbụ",
  },
  booked: {
    meta: "Anatala arịrịọ gị",
    title: "Anatala arịrịọ ndụmọdụ gị",
    lead: "Debe ibe a: see foto ya (screenshot). Ndị otu anyị ga-akwado ndụmọdụ gị n’oge na-adịghị anya.",
    reference: "Nọmba ntụaka",
    referenceHint: "Kwuo nọmba a ma ị kpọọ anyị ma ọ bụ zitere anyị ozi.",
    consultant: "Onye ndụmọdụ",
    emailed:
      "Anyị ezitela {email} ozi-e nwere nkọwa ndị a na njikọ iji gbanwee oge ma ọ bụ kagbuo ya.",
    texted:
      "Anyị ezigala nkọwa ndị a, ya na njikọ iji gbanwee oge ma ọ bụ kagbuo ya, na {phone} na WhatsApp ma ọ bụ SMS.",
    confirmPhone:
      "Anyị ezigakwara {phone} njikọ: mepee ya ka ị na-enweta ozi na WhatsApp ma ọ bụ SMS.",
    changeTitle: "Atụmatụ gị agbanweela?",
    reschedule: "Họrọ oge ọzọ",
    cancel: "Kagbuo ndụmọdụ a",
    bookAnother: "Hazie ndụmọdụ ọzọ",
    missingTitle: "Ọ dịghị ihe a ga-egosi ebe a",
    missingLead:
      "Ibe a na-egosi ndụmọdụ naanị na ihe nchọgharị e ji hazie ya, ruo otu awa. Nkọwa na njikọ iji gbanwee ma ọ bụ kagbuo ya dị n’ozi-e anyị zitere gị.",
  },
  weekdays: {
    sun: "Sọndee",
    mon: "Mọnde",
    tue: "Tiuzdee",
    wed: "Wenezdee",
    thu: "Tọọzdee",
    fri: "Fraịdee",
    sat: "Satọdee",
  },
  dayDate: "{weekday}, {date}",
  contact: "Kpọtụrụ anyị",
  home: "Laghachi n’ibe mbụ",
};

export default ig;
