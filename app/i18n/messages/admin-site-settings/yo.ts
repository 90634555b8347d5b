import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Ètò ojú-òpó",
  introAll: "Orúkọ ojú-òpó, àwọn àlàyé ìkànsí àti àṣàyàn ìforúkọsílẹ̀, àti àwọn nọ́mbà gbangba.",
  introStats: "Àwọn nọ́mbà gbangba. Àwọn ètò ojú-òpó yòókù wà fún àwọn alábòójútó.",
  toasts: {
    saved: "A ti fi ètò pamọ́",
    savedDescription: "Ojú-òpó ń lo ètò tuntun báyìí.",
    failed: "A kò lè fi ètò pamọ́.",
    statsSaved: "A ti ṣàtúnṣe àwọn nọ́mbà dáadáa!",
    statsFailed: "A kò lè fi àwọn nọ́mbà pamọ́.",
  },
  settings: {
    title: "Àlàyé ojú-òpó",
    description:
      "A ń lò wọ́n káàkiri ojú-òpó gbangba àti nínú gbogbo ímeèlì. A ń kọ àwọn àyípadà sínú ìwé àkọsílẹ̀ àyẹ̀wò.",
    failed: "A kò lè fi ètò pamọ́.",
    optional: "{label} (kò pọn dandan)",
    general: "Gbogbogbò",
    siteName: "Orúkọ ojú-òpó",
    slogan: "Àkọmọ̀nà (kò pọn dandan)",
    access: "Ìwọlé",
    maintenanceMode:
      "Ìpò àtúnṣe: àwọn àlejò àti akẹ́kọ̀ọ́ ń rí ojú-ewé àtúnṣe; òṣìṣẹ́ ṣì lè wọlé kí wọ́n lo ojú-òpó",
    allowRegistrations: "Gba ìforúkọsílẹ̀ láàyè: àwọn àlejò tuntun lè ṣí àkọọ́lẹ̀",
    contact: "Àlàyé ìkànsí",
    contactEmail: "Ímeèlì ìkànsí",
    careersEmail: "Ímeèlì iṣẹ́",
    phone: "Nọ́mbà fóònù",
    whatsappNumber: "Nọ́mbà WhatsApp",
    address: "Àdírẹ́sì",
    payments: "Ìsanwó",
    vatRate: "Ìpín VAT (%)",
    vatHint: "Iye owó kọ́ọ̀sì ní VAT nínú; ìwé-ẹ̀rí ìsanwó ń fi apá yìí nínú owó tí a san hàn.",
    bookings: "Ìṣètò ìpàdé ìmọ̀ràn",
    bookingNotice: "Àkókò ṣáájú ìṣètò (wákàtí)",
    bookingNoticeHint: "Wákàtí mélòó ṣáájú ni a gbọ́dọ̀ ṣètò ìpàdé ìmọ̀ràn tàbí yí àkókò rẹ̀ padà.",
    bookingHorizon: "Ààlà ìṣètò síwájú (ọjọ́)",
    bookingHorizonHint: "Ọjọ́ mélòó síwájú ni fọ́ọ̀mù ìṣètò ń fi àwọn àkókò tó ṣí sílẹ̀ hàn.",
    openingHours: "Àkókò ìṣísílẹ̀",
    weekdays: "Ọjọ́ iṣẹ́",
    saturday: "Àbámẹ́ta",
    links: "Àwọn ìjápọ̀ àwùjọ àti ìkànnì àjọlò",
    communityLink: "Ìjápọ̀ àwùjọ WhatsApp",
    save: "Fi ètò pamọ́",
  },
  stats: {
    title: "Àwọn nọ́mbà ojú-òpó",
    description:
      "Àwọn nọ́mbà tó wà lójú-ewé àkọ́kọ́ àti ojú-ewé nípa wa. Nọ́mbà odidi; tí ó bá ṣófo tàbí kò tọ́, a ó fi pamọ́ bí 0.",
    lastUpdated: " Àtúnṣe tó kẹ́yìn: {date}.",
    noneYet: " Kò tíì sí ohun tí a fi pamọ́.",
    fields: {
      farmersTrained: "Àgbẹ̀ tí a kọ́",
      certificatesIssued: "Ìwé-ẹ̀rí tí a fún",
      yieldImprovement: "Ìlọsíwájú èso oko (%)",
      sustainableProjects: "Iṣẹ́ àkànṣe tó ń pẹ́",
    },
    save: "Fi àwọn nọ́mbà pamọ́",
  },
};

export default yo;
