import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  create: "Ƙirƙiri kwas",
  save: "Ajiye canje-canje",
  checkForm: "Don Allah ka duba fom ɗin",
  title: "Suna",
  instructor: "Malami",
  instructorHint: "Sunan da ɗalibai za su gani a kan kwas da takardun shaidarsa.",
  category: "Rukuni",
  chooseCategory: "Zaɓi rukuni",
  language: "Harshe",
  languageHint: "Harshen da ake koyar da kwas ɗin: sunansa, darussansa da jarrabawarsa.",
  description: "Bayani",
  duration: "Tsawon lokaci",
  durationPlaceholder: "misali awa 2 ko mako 3",
  level: "Mataki",
  price: "Farashi (₦)",
  priceHint: "0 yana nufin Kyauta.",
  introVideo: "Bidiyon gabatarwa",
  videoNote: "Dole: hanyar haɗi zuwa bidiyon, ko fayil ɗin MP4 ko WebM da aka ɗora a nan.",
  videoUrlHintEdit: "Adireshin da ake amfani da shi yanzu. Ɗora fayil a ƙasa don maye gurbinsa.",
  videoUrlHintNew: "Hanyar haɗi zuwa bidiyon, ko ka bar shi babu komai ka ɗora fayil.",
  uploadVideo: "Ko ka ɗora bidiyo",
  thumbnail: "Ƙaramin hoto (ba dole ba)",
  thumbnailHint: "JPEG, PNG ko WebP, har zuwa 8 MB. Za a daidaita girmansa don yanar gizo.",
  modules: "Sassa (ba dole ba)",
  modulesHint: "Sashe ɗaya a kowane layi.",
  features: "Abubuwan da ya ƙunsa (ba dole ba)",
  featuresHint: "Abu ɗaya a kowane layi, misali Takardar shaidar kammalawa.",
};

export default ha;
