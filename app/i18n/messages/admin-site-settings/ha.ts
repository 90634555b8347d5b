import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Saitunan shafi",
  introAll: "Sunan shafin, bayanan tuntuɓa da zaɓuɓɓukan yin rajista, da ƙididdigar jama’a.",
  introStats: "Ƙididdigar jama’a. Sauran saitunan shafin na masu gudanarwa ne.",
  toasts: {
    saved: "An ajiye saituna",
    savedDescription: "Shafin yana amfani da sababbin saituna yanzu.",
    failed: "Ba a iya ajiye saituna ba.",
    statsSaved: "An sabunta ƙididdiga cikin nasara!",
    statsFailed: "Ba a iya ajiye ƙididdiga ba.",
  },
  settings: {
    title: "Bayanan shafi",
    description:
      "Ana amfani da su a duk shafin jama’a da cikin kowane imel. Ana rubuta canje-canje a cikin rajistar bincike.",
    failed: "Ba a iya ajiye saituna ba.",
    optional: "{label} (ba dole ba)",
    general: "Gaba ɗaya",
    siteName: "Sunan shafi",
    slogan: "Taken shafi (ba dole ba)",
    access: "Shiga",
    maintenanceMode:
      "Yanayin gyara: baƙi da ɗalibai suna ganin shafin gyara; ma’aikata na iya shiga su yi amfani da shafin",
    allowRegistrations: "Ba da damar yin rajista: sababbin baƙi na iya buɗe asusu",
    contact: "Bayanan tuntuɓa",
    contactEmail: "Imel na tuntuɓa",
    careersEmail: "Imel na ayyuka",
    phone: "Lambar waya",
    whatsappNumber: "Lambar WhatsApp",
    address: "Adireshi",
    payments: "Biya",
    vatRate: "Kashi na VAT (%)",
    vatHint:
      "Farashin kwasa-kwasai ya haɗa da VAT; rasiti yana nuna wannan ɓangare na kuɗin da aka biya.",
    bookings: "Rajistar ganawa",
    bookingNotice: "Wa’adin neman ganawa (awoyi)",
    bookingNoticeHint: "Awa nawa a gaba dole a nemi ganawa ko a matsar da ita.",
    bookingHorizon: "Iyakar neman ganawa a gaba (kwanaki)",
    bookingHorizonHint: "Kwana nawa a gaba fom ɗin neman ganawa yake nuna lokutan da ke samuwa.",
    openingHours: "Lokutan buɗewa",
    weekdays: "Ranakun mako",
    saturday: "Asabar",
    links: "Hanyoyin al’umma da kafofin sada zumunta",
    communityLink: "Hanyar al’ummar WhatsApp",
    save: "Ajiye saituna",
  },
  stats: {
    title: "Ƙididdigar shafi",
    description:
      "Alƙaluman da ke shafin farko da shafin game da mu. Cikakkun lambobi; idan babu komai ko ba daidai ba, ana ajiye shi a matsayin 0.",
    lastUpdated: " An sabunta na ƙarshe {date}.",
    noneYet: " Ba a ajiye komai ba tukuna.",
    fields: {
      farmersTrained: "Manoman da aka horar",
      certificatesIssued: "Takardun shaida da aka bayar",
      yieldImprovement: "Ƙaruwar amfanin gona (%)",
      sustainableProjects: "Ayyuka masu ɗorewa",
    },
    save: "Ajiye ƙididdiga",
  },
};

export default ha;
