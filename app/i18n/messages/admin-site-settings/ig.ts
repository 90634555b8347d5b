import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Ntọala saịtị",
  introAll: "Aha saịtị, nkọwa kọntaktị na nhọrọ ndebanye aha, na ọnụọgụ ọha.",
  introStats: "Ọnụọgụ ọha. Ntọala saịtị ndị ọzọ bụ maka ndị nchịkwa.",
  toasts: {
    saved: "Echekwala ntọala",
    savedDescription: "Saịtị na-eji ntọala ọhụrụ ugbu a.",
    failed: "Enweghị ike ichekwa ntọala.",
    statsSaved: "Emelitela ọnụọgụ nke ọma!",
    statsFailed: "Enweghị ike ichekwa ọnụọgụ.",
  },
  settings: {
    title: "Nkọwa saịtị",
    description:
      "A na-eji ha na saịtị ọha niile na n'email ọ bụla. A na-edekọ mgbanwe n'akwụkwọ nyocha.",
    failed: "Enweghị ike ichekwa ntọala.",
    optional: "{label} (ọ bụghị iwu)",
    general: "N'ozuzu",
    siteName: "Aha saịtị",
    slogan: "Ukwe (ọ bụghị iwu)",
    access: "Ohere",
    maintenanceMode:
      "Ọnọdụ nrụzi: ndị ọbịa na ụmụ akwụkwọ na-ahụ ibe nrụzi; ndị ọrụ ka nwere ike ịbanye ma jiri saịtị",
    allowRegistrations: "Kwe ka e debanye aha: ndị ọbịa ọhụrụ nwere ike imepe akaụntụ",
    contact: "Nkọwa kọntaktị",
    contactEmail: "Email kọntaktị",
    careersEmail: "Email ọrụ",
    phone: "Nọmba ekwentị",
    whatsappNumber: "Nọmba WhatsApp",
    address: "Adreesị",
    payments: "Ịkwụ ụgwọ",
    vatRate: "Ọnụego VAT (%)",
    vatHint: "Ọnụahịa kọọsụ gụnyere VAT; akwụkwọ nnata na-egosi akụkụ a nke ego akwụrụ.",
    bookings: "Ịhazi ndụmọdụ",
    bookingNotice: "Oge ọkwa ịhazi (awa)",
    bookingNoticeHint: "Awa ole tupu oge ahụ a ga-ahazi ma ọ bụ gbanwee ndụmọdụ.",
    bookingHorizon: "Oke ịhazi n’ihu (ụbọchị)",
    bookingHorizonHint: "Ụbọchị ole n’ihu fọm ịhazi na-egosi oge nọ efu.",
    openingHours: "Oge mmeghe",
    weekdays: "Ụbọchị izu ọrụ",
    saturday: "Satọde",
    links: "Njikọ obodo na mgbasa ozi",
    communityLink: "Njikọ obodo WhatsApp",
    save: "Chekwaa ntọala",
  },
  stats: {
    title: "Ọnụọgụ saịtị",
    description:
      "Ọnụọgụ dị na ibe mbụ na ibe gbasara anyị. Ọnụọgụ zuru ezu; ọ bụrụ na ọ tọgbọ chakoo ma ọ bụ na ọ ziteghị ezi, a na-echekwa ya dịka 0.",
    lastUpdated: " Mmelite ikpeazụ: {date}.",
    noneYet: " Ọ dịbeghị ihe echekwara.",
    fields: {
      farmersTrained: "Ndị ọrụ ugbo a zụrụ",
      certificatesIssued: "Asambodo e nyere",
      yieldImprovement: "Mmụba owuwe ihe ubi (%)",
      sustainableProjects: "Ọrụ na-adigide",
    },
    save: "Chekwaa ọnụọgụ",
  },
};

export default ig;
