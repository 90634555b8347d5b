import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Iṣẹ́ pẹ̀lú wa",
    description:
      "Bá wa ṣiṣẹ́ nínú ìmọ̀ ọ̀gbìn, ìdánilẹ́kọ̀ọ́, ìtọ́sọ́nà àgbẹ̀, òwò oko tàbí ìmọ̀ ẹ̀rọ, kí o sì ran àwọn àgbẹ̀ Nàìjíríà lọ́wọ́ láti kọ́ bí wọ́n ṣe lè pèsè púpọ̀ sí i.",
  },
  mailSubject: "Ìbéèrè iṣẹ́ – {siteName}",
  hero: {
    eyebrow: "Iṣẹ́ pẹ̀lú wa",
    title: "Mú iṣẹ́ rẹ gbèrú pẹ̀lú {siteName}",
    lead: "Àwa ni onímọ̀ ọ̀gbìn, olùkọ́ni, òṣìṣẹ́ ìtọ́sọ́nà àgbẹ̀, olùdámọ̀ràn òwò àti ẹnjiníà tí ń ran àwọn àgbẹ̀ Nàìjíríà lọ́wọ́ láti kọ́ bí wọ́n ṣe lè pèsè púpọ̀ sí i. Bí irú iṣẹ́ yìí bá wù ọ́, a fẹ́ gbọ́ láti ọ̀dọ̀ rẹ.",
    contactHr: "Kàn sí ẹ̀ka òṣìṣẹ́",
  },
  why: {
    eyebrow: "Ìdí tí o fi máa bá wa ṣiṣẹ́",
    title: "Iṣẹ́ tó ní ìtumọ̀, lórí oko àti lórí ayélujára",
    families: {
      title: "Iṣẹ́ tó ń bọ́ ìdílé",
      text: "Gbogbo kọ́ọ̀sì tí o bá ràn lọ́wọ́ láti kọ́ àti gbogbo ìbẹ̀wò oko tí o bá ṣe ń ran àgbẹ̀ lọ́wọ́ láti pèsè púpọ̀ sí i kí ó sì rí owó púpọ̀ sí i. Ìwọ yóò rí èsì rẹ̀ lórí oko àti nínú ìtàn tí àwọn akẹ́kọ̀ọ́ wa ń fi ránṣẹ́.",
    },
    fieldDigital: {
      title: "Oko àti ayélujára, papọ̀",
      text: "À ń kọ́ni lórí ayélujára àti lórí oko àfihàn. Àwọn òṣìṣẹ́ wa ń lọ láàrin ojú fóònù àti oko, kí iṣẹ́ rẹ lè wúlò kí ó sì súnmọ́ àwọn àgbẹ̀ tí ó ń sìn.",
    },
    learn: {
      title: "Kẹ́kọ̀ọ́ bí o ṣe ń ṣiṣẹ́",
      text: "Gbogbo òṣìṣẹ́ lè kọ́ èyíkéyìí nínú kọ́ọ̀sì wa lọ́fẹ̀ẹ́, ó ń lọ sí ọjọ́ oko àti ìdanilẹ́kọ̀ọ́ wa, ó sì ń rí àkókò ní oṣù mẹ́ta-mẹ́ta fún ìdánilẹ́kọ̀ọ́ tí ó yàn fúnra rẹ̀.",
    },
    team: {
      title: "Ẹgbẹ́ kékeré tó ń gbọ́ràn",
      text: "Àwọn onímọ̀ ọ̀gbìn, olùkọ́ni, olùdámọ̀ràn òwò àti ẹnjiníà ń jókòó nínú ìpàdé kan náà. À ń dán èrò tuntun wò kíákíá, orúkọ gbogbo ènìyàn sì wà lórí ohun tí a jọ tẹ̀ jáde.",
    },
  },
  areas: {
    eyebrow: "Ibi tí a ti ń gba òṣìṣẹ́",
    title: "Àwọn ẹ̀ka tí a ti ń gba òṣìṣẹ́",
    intro:
      "A ń gba òṣìṣẹ́ ní ẹ̀ka márùn-ún. Ààyè iṣẹ́ ń ṣí bí àwọn ètò wa ṣe ń dàgbà, a sì ń pa ìwé ìbéèrè iṣẹ́ tó dára mọ́ fún ààyè tó kàn.",
    typicalRoles: "Àwọn iṣẹ́ tó wọ́pọ̀",
    agronomy: {
      title: "Ìmọ̀ ọ̀gbìn",
      text: "Àwọn amòye ohun ọ̀gbìn àti ẹran ọ̀sìn tí ń ṣètò ìdánwò wa, tí ń dáhùn ìbéèrè àwọn àgbẹ̀ nígbà ìmọ̀ràn, tí wọ́n sì ń rí i pé kọ́ọ̀sì wa péye.",
      roles: { r1: "Onímọ̀ ọ̀gbìn", r2: "Onímọ̀ ilẹ̀", r3: "Òṣìṣẹ́ ìlera ẹranko" },
    },
    training: {
      title: "Ìdánilẹ́kọ̀ọ́",
      text: "Àwọn olùkọ́ni àti olùṣe kọ́ọ̀sì tí ń sọ iṣẹ́ rere di ẹ̀kọ́, fídíò àti ìtọ́sọ́nà tó yéni, tó ń ṣiṣẹ́ lórí fóònù àti lórí oko.",
      roles: { r1: "Olùkọ́ kọ́ọ̀sì", r2: "Olùṣètò ẹ̀kọ́", r3: "Olùṣe fídíò" },
    },
    extension: {
      title: "Ìtọ́sọ́nà àgbẹ̀",
      text: "Àwọn òṣìṣẹ́ oko tí ń ṣe ìbẹ̀wò sí oko, tí ń ṣe ọjọ́ oko pẹ̀lú àwọn ẹgbẹ́ alájùmọ̀ṣe, tí wọ́n sì ń mú ìbéèrè àwọn àgbẹ̀ padà wá sọ́dọ̀ ẹgbẹ́. Mímọ èdè ìbílẹ̀ jẹ́ àǹfààní ńlá.",
      roles: { r1: "Òṣìṣẹ́ ìtọ́sọ́nà àgbẹ̀", r2: "Olùṣètò ọjọ́ oko", r3: "Olùdarí àwùjọ" },
    },
    agribusiness: {
      title: "Òwò oko",
      text: "Àwọn olùdámọ̀ràn tí ń ran àwọn àgbẹ̀ lọ́wọ́ láti kọ àkọsílẹ̀, ṣètò owó, dé ọ̀dọ̀ olùrà, kí wọ́n sì sọ oko di òwò.",
      roles: {
        r1: "Olùdámọ̀ràn òwò oko",
        r2: "Òṣìṣẹ́ ìsopọ̀ ọjà",
        r3: "Olùrànlọ́wọ́ àjọṣepọ̀",
      },
    },
    technology: {
      title: "Ìmọ̀ ẹ̀rọ",
      text: "Àwọn ẹnjiníà àti onímọ̀ dátà tí ń kọ́ pèpéle ẹ̀kọ́ wa, tí wọ́n sì ń mú sẹ́ńsọ̀, omi oko àti dátà oko dé ọ̀dọ̀ àwọn àgbẹ̀ kékeré ní iye owó tó ń mérè wá.",
      roles: { r1: "Olùgbéjáde wẹ́ẹ̀bù", r2: "Olùtúpalẹ̀ dátà", r3: "Ẹnjiníà omi oko àti IoT" },
    },
    other: {
      title: "Ṣé o ní ọgbọ́n mìíràn?",
      text: "Ìṣúná, ìbánisọ̀rọ̀, ìkó ẹrù tàbí ohun tí a kò tíì ronú nípa rẹ̀: bí ó bá ń ran àwọn àgbẹ̀ lọ́wọ́, sọ fún wa.",
      link: "Fi ìbéèrè iṣẹ́ gbogbogbòò ránṣẹ́",
    },
  },
  how: {
    eyebrow: "Bí a ṣe ń gba òṣìṣẹ́",
    title: "Ìgbésẹ̀ mẹ́rin, kò sí ìyàlẹ́nu",
    intro: "A ń jẹ́ kí gbígba òṣìṣẹ́ kúrú kí ó sì tọ́, a sì ń fèsì sí gbogbo ìbéèrè iṣẹ́.",
    step: "Ìgbésẹ̀ {number}: ",
    cv: {
      title: "Fi CV rẹ ránṣẹ́",
      text: "Fi CV rẹ ránṣẹ́ lórí ímeèlì pẹ̀lú àkọsílẹ̀ kúkúrú nípa ẹ̀ka tó wù ọ́ àti ohun tí o máa mú wá fún àwọn àgbẹ̀. Kò sí fọ́ọ̀mù láti kún.",
    },
    conversation: {
      title: "Ìjíròrò àkọ́kọ́",
      text: "Bí ìrírí rẹ bá bá ohun tí a nílò báyìí tàbí láìpẹ́ mu, a ó pè ọ́ fún ìjíròrò ìṣẹ́jú 30 nípa iṣẹ́ rẹ àti ohun tí o ń wá.",
    },
    task: {
      title: "Iṣẹ́ ìdánwò",
      text: "Ìwọ yóò pèsè ohun kan tó súnmọ́ iṣẹ́ gidi: ẹ̀kọ́ kúkúrú, ètò ìbẹ̀wò oko, ìṣúná oko tàbí kóòdù kékeré. A ó san owó ìrìn-àjò èyíkéyìí sí ibi iṣẹ́ wa.",
    },
    decide: {
      title: "Pàdé ẹgbẹ́ kí o sì pinnu",
      text: "Ìwọ yóò pàdé àwọn tí o máa bá ṣiṣẹ́, o sì lè bi wọ́n ní ohunkóhun. A ń pinnu kíákíá, a sì ń sọ èsì fún gbogbo olùbéèrè, ohun yòówù kó jẹ́.",
    },
    welcome:
      "A ń kí ìbéèrè iṣẹ́ káàbọ̀ láti ọ̀dọ̀ àwọn obìnrin, àwọn aláàbọ̀ ara àti láti gbogbo apá Nàìjíríà, a sì ń ro ti àwọn ọmọ NYSC àti akẹ́kọ̀ọ́ fún iṣẹ́ ìkọ́ṣẹ́. A kì í béèrè owó lọ́wọ́ olùbéèrè iṣẹ́ nígbà kankan: fi irú ìbéèrè bẹ́ẹ̀ tó wa létí.",
  },
  apply: {
    title: "Ṣé o ti ṣetán láti béèrè?",
    before: "Fi CV rẹ ránṣẹ́ sí",
    after: "kí o sì sọ fún wa ẹ̀ka tí o fẹ́ ṣiṣẹ́ nínú rẹ̀.",
    contactHr: "Kàn sí ẹ̀ka òṣìṣẹ́",
  },
};

export default yo;
