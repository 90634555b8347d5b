import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  summaryUnread: plural("Ị nwere ọkwa {count} ị gụbeghị.", "Ị nwere ọkwa {count} ị gụbeghị."),
  caughtUp: "Ị gụchaala ha niile.",
  intro: "Ozi gbasara kọọsụ gị, asambodo na ndụmọdụ ga-apụta ebe a.",
  markAllRead: "Kaa ha niile dịka a gụrụ agụ",
  allNotifications: "Ọkwa niile",
  unreadCount: "{count} a gụbeghị",
  totalCount: "{count} n’ozuzu",
  pagesLabel: "Peeji ọkwa",
  emptyTitle: "Enweghị ọkwa ka",
  emptyText:
    "Anyị ga-agwa gị ebe a mgbe ị debanyere aha na kọọsụ, mechaa otu, nweta asambodo ma ọ bụ mgbe ndụmọdụ ị dere gbanwere.",
  browseCourses: "Lelee kọọsụ",
  bookConsultation: "Dee oge ndụmọdụ",
  unread: "A gụbeghị ya",
  markRead: "Kaa ya dịka a gụrụ agụ",
  delete: "Hichapụ",
  types: {
    success: "Ọ gara nke ọma",
    info: "Ozi",
    warning: "Ịdọ aka na ntị",
    error: "Nsogbu",
    course: "Kọọsụ",
    reminder: "Ncheta",
  },
  settings: {
    title: "Ntọala ọkwa",
    description: "Họrọ ihe anyị ga-agwa gị. Email nchekwa na-abịa mgbe niile.",
    legend: "Gwa m gbasara",
    save: "Chekwaa nhọrọ",
    fields: {
      courseUpdates: {
        label: "Ozi kọọsụ",
        description: "N’ime ngwa: mgbe ị debanyere aha na kọọsụ na mgbe kọọsụ ị na-eme gbanwere.",
      },
      progressAlerts: {
        label: "Ọkwa ọganihu",
        description: "N’ime ngwa: nzọụkwụ dị mkpa na mmụta, dịka imecha kọọsụ.",
      },
      certificateReady: {
        label: "Asambodo adịla njikere",
        description: "N’ime ngwa na site na email: mgbe e nyere gị asambodo.",
      },
      systemNotifications: {
        label: "Ọkwa sistemụ",
        description:
          "N’ime ngwa na site na email: ozi gbasara arịrịọ ndụmọdụ gị na ọkwa sitere n’akademi.",
      },
    },
  },
  channels: {
    title: "Ozi ndụmọdụ",
    description:
      "Ebe anyị na-eziga ozi gbasara ndụmọdụ gị: anabatara ya, kwadoro ya, ncheta, kwagara ya ma ọ bụ kagbuo ya. WhatsApp mbụ, mgbe ahụ SMS, mgbe ahụ email ma ọ bụrụ na otu erughị.",
    names: { whatsapp: "WhatsApp", sms: "SMS (ozi ederede)", email: "Email" },
    noPhone: "WhatsApp na SMS chọrọ nọmba ekwentị.",
    addPhone: "Tinye otu na Ntọala",
    phoneConfirmed: "E kwadoola nọmba gị {phone}. Zaa STOP na WhatsApp mgbe ọ bụla iji kwụsị ya.",
    phoneUnconfirmed:
      "Anyị ga-ezigara {phone} njikọ ka ị kwado ya mgbe ị họọrọ WhatsApp ma ọ bụ SMS; ọ dịghị ihe ọzọ ga-aga ebe ahụ ruo mgbe ahụ.",
    linkLive:
      "Anyị zigaara {phone} njikọ ga-arụ ọrụ ruo {until}. Mepee ya ka ị kwado; anyị agaghị eziga ọzọ ka ọ na-arụ ọrụ.",
    save: "Chekwaa ntọala ozi",
  },
  toasts: {
    linkLive: {
      title: "Njikọ anọlarị n'ụzọ",
      description:
        "Njikọ anyị zigaara nọmba gị ga-arụ ọrụ ruo {until}. Mepee ya ka ị kwado; anyị agaghị eziga ọzọ ka ọ na-arụ ọrụ.",
    },
    optedOut: {
      title: "Anyị anaghị eziga ozi na nọmba a",
      description:
        "Nọmba a rịọrọ ka anyị ghara iziga ya ozi ederede ọzọ, ya mere anyị ezigaghị ya njikọ. Ozi email gị na-aga n'ihu.",
    },
    textLimited: {
      title: "Enweghị ozi ederede ọzọ taa",
      description: "Anyị ezigala njikọ nkwado ole anyị nwere ike iziga taa. Biko nwaa ọzọ echi.",
    },
    channelsSaved: {
      title: "Echekwala ntọala ozi",
      description: "Ozi ndụmọdụ gị ga-abịa otú ị họọrọ.",
    },
    confirmSent: {
      title: "Lelee ekwentị gị",
      description: "Anyị ezigala njikọ na nọmba gị. Mepee ya iji kwado, ozi gị ga-amalite.",
    },
    needsPhone: {
      title: "Buru ụzọ tinye nọmba ekwentị gị",
      description: "WhatsApp na SMS chọrọ nọmba ekwentị: tinye ya na Ntọala, wee họrọ ha ebe a.",
    },
    allRead: { title: "Ị gụchaala ha niile", description: "Akaala ọkwa niile dịka a gụrụ agụ." },
    deleted: { title: "Ehichapụla ọkwa ahụ" },
    preferencesSaved: {
      title: "Echekwala nhọrọ",
      description: "Emelitela ntọala ọkwa gị.",
    },
    notFound: {
      title: "Ahụghị ọkwa ahụ",
      description: "Ikekwe e hichapụla ya. Ndepụta dị n’okpuru bụ nke ọhụrụ.",
    },
    invalid: {
      title: "Ihe adịghị mma mere",
      description: "Anyị amaghị ọkwa ị na-ekwu maka ya. Biko nwaa ọzọ.",
    },
    failed: {
      title: "Anyị enweghị ike imelite ọkwa",
      description: "Ihe mebiri n’akụkụ anyị. Biko nwaa ọzọ n’oge na-adịghị anya.",
    },
    preferencesFailed: {
      title: "Anyị enweghị ike ichekwa nhọrọ",
      description: "Agbanwebeghị ntọala ọkwa gị. Biko nwaa ọzọ n’oge na-adịghị anya.",
    },
  },
};

export default ig;
