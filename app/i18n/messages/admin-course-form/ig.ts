import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  create: "Mepụta kọọsụ",
  save: "Chekwaa mgbanwe",
  checkForm: "Biko lelee fọm ahụ",
  title: "Aha",
  instructor: "Onye nkuzi",
  instructorHint: "Aha ụmụ akwụkwọ ga-ahụ na kọọsụ ahụ na asambodo ya.",
  category: "Ngalaba",
  chooseCategory: "Họrọ ngalaba",
  language: "Asụsụ",
  languageHint: "Asụsụ e ji akụzi kọọsụ ahụ: aha ya, nkuzi ya na ule ya.",
  description: "Nkọwa",
  duration: "Ogologo oge",
  durationPlaceholder: "dịka awa 2 ma ọ bụ izu 3",
  level: "Ọkwa",
  price: "Ọnụahịa (₦)",
  priceHint: "0 pụtara N’efu.",
  introVideo: "Vidiyo mmeghe",
  videoNote: "Ọ dị mkpa: njikọ gaa na vidiyo ahụ, ma ọ bụ faịlụ MP4 ma ọ bụ WebM e bugoro ebe a.",
  videoUrlHintEdit: "Adreesị dị ugbu a. Bugo faịlụ n’okpuru ka ị dochie ya.",
  videoUrlHintNew: "Njikọ gaa na vidiyo ahụ, ma ọ bụ hapụ ya efu ma bugo faịlụ.",
  uploadVideo: "Ma ọ bụ bugo vidiyo",
  thumbnail: "Obere foto (ọ bụghị iwu)",
  thumbnailHint: "JPEG, PNG ma ọ bụ WebP, ruo 8 MB. A ga-agbanwe nha ya maka weebụ.",
  modules: "Akụkụ (ọ bụghị iwu)",
  modulesHint: "Otu akụkụ n’otu ahịrị.",
  features: "Ihe dị n’ime ya (ọ bụghị iwu)",
  featuresHint: "Otu ihe n’otu ahịrị, dịka Asambodo mmecha.",
};

export default ig;
