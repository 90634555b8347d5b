import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  metaTitle: "Ìwé-ẹ̀rí tí a ti fìdí rẹ̀ múlẹ̀: {course}",
  metaWithdrawn: "Ìwé-ẹ̀rí tí a ti fagilé: {course}",
  withdrawnTitle: "A ti fagilé ìwé-ẹ̀rí yìí",
  withdrawnIntro:
    "{siteName} fagilé ìwé-ẹ̀rí yìí ní {date}, nígbà tí a dá owó ẹ̀kọ́ rẹ̀ padà. Kò fìdí rẹ̀ múlẹ̀ mọ́ pé a parí ẹ̀kọ́ náà.",
  metaNotFound: "A kò rí ìwé-ẹ̀rí náà",
  completed: "Ọjọ́ tí ó parí",
  instructor: "Olùkọ́",
  category: "Ẹ̀ka",
  duration: "Ìgbà tí ó gbà",
  score: "Máàkì",
  eyebrow: "{siteName} · Àyẹ̀wò ìwé-ẹ̀rí",
  title: "Ìwé-ẹ̀rí tòótọ́ ni",
  intro:
    "{siteName} ló fún ni ní ìwé-ẹ̀rí ìparí kọ́ọ̀sì yìí. Àlàyé tí ó wà nísàlẹ̀ ni èyí tí ó wà lórí ìwé-ẹ̀rí náà.",
  awardedTo: "A fún",
  forCourse: "Fún píparí kọ́ọ̀sì",
  code: "Kóòdù ìfìdímúlẹ̀",
  questions: "Ṣé o ní ìbéèrè nípa ìwé-ẹ̀rí yìí?",
  contact: "Kàn sí {siteName}",
  earnOne: "Ṣé ìwọ náà fẹ́ gba ọ̀kan?",
  browse: "Wo ilé-ẹ̀kọ́ wa",
  error404: "Àṣìṣe 404",
  errorTitle: "Nǹkan kan kò lọ dáadáa",
  notFoundTitle: "Kò sí ìwé-ẹ̀rí tí ó ní kóòdù yìí",
  failedTitle: "A kò lè ṣàyẹ̀wò ìwé-ẹ̀rí yìí",
  notFoundText:
    "A kò fún ẹnikẹ́ni ní ìwé-ẹ̀rí tí ó ní kóòdù {code}. Ṣàyẹ̀wò kóòdù tí a tẹ̀ sórí ìwé-ẹ̀rí náà: ó rí bí AFA-XXXX-XXXX-XXXX.",
  tryAgain: "Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
  contactUs: "Kàn sí wa",
  goHome: "Padà sílé",
};

export default yo;
