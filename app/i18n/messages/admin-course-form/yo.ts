import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  create: "Ṣẹ̀dá kọ́ọ̀sì",
  save: "Fi àwọn àyípadà pamọ́",
  checkForm: "Jọ̀wọ́ ṣàyẹ̀wò fọ́ọ̀mù náà",
  title: "Àkọlé",
  instructor: "Olùkọ́",
  instructorHint: "Orúkọ tí àwọn akẹ́kọ̀ọ́ yóò rí lórí kọ́ọ̀sì àti ìwé-ẹ̀rí rẹ̀.",
  category: "Ẹ̀ka",
  chooseCategory: "Yan ẹ̀ka kan",
  language: "Èdè",
  languageHint: "Èdè tí a fi ń kọ́ kọ́ọ̀sì náà: àkọlé rẹ̀, àwọn ẹ̀kọ́ rẹ̀ àti ìdánwò rẹ̀.",
  description: "Àpèjúwe",
  duration: "Ìgbà tí ó gbà",
  durationPlaceholder: "bí àpẹẹrẹ wákàtí 2 tàbí ọ̀sẹ̀ 3",
  level: "Ìpele",
  price: "Iye owó (₦)",
  priceHint: "0 túmọ̀ sí Ọ̀fẹ́.",
  introVideo: "Fídíò ìfihàn",
  videoNote: "Ó pọn dandan: ìjápọ̀ sí fídíò náà, tàbí fáìlì MP4 tàbí WebM tí o gbé sókè níbí.",
  videoUrlHintEdit: "Àdírẹ́sì tí ó wà báyìí. Gbé fáìlì sókè nísàlẹ̀ láti fi rọ́pò rẹ̀.",
  videoUrlHintNew: "Ìjápọ̀ sí fídíò náà, tàbí fi sílẹ̀ ní òfìfo kí o gbé fáìlì sókè.",
  uploadVideo: "Tàbí gbé fídíò sókè",
  thumbnail: "Àwòrán kékeré (kò pọn dandan)",
  thumbnailHint: "JPEG, PNG tàbí WebP, tí kò ju 8 MB lọ. A ó ṣe ìwọ̀n rẹ̀ fún wẹ́ẹ̀bù.",
  modules: "Àwọn ìpín (kò pọn dandan)",
  modulesHint: "Ìpín kan ní ìlà kan.",
  features: "Ohun tí ó wà nínú rẹ̀ (kò pọn dandan)",
  featuresHint: "Ohun kan ní ìlà kan, bí àpẹẹrẹ Ìwé-ẹ̀rí ìparí.",
};

export default yo;
