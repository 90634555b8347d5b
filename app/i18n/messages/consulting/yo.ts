import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Ìmọ̀ràn",
    description:
      "Ìmọ̀ràn iṣẹ́ àgbẹ̀ ní ìpele mẹ́ta – Alákọ̀ọ́bẹ̀rẹ̀, Àárín àti Onípele gíga – fún àwọn oko àti òwò oko ní Nàìjíríà: ṣètò oko rẹ, mú ìkórè pọ̀ sí i, lẹ́yìn náà fẹ̀ ẹ́ lójú, ṣe àgbéjáde, kí o sì dókòwò.",
  },
  hero: {
    eyebrow: "Ìmọ̀ràn",
    title: "Ìmọ̀ràn amòye fún gbogbo ìpele oko rẹ",
    lead: "Ètò ìmọ̀ràn wa ń tẹ̀lé ìgbésí ayé òwò oko ní ìpele mẹ́ta. Bẹ̀rẹ̀ láti ibi tí o wà lónìí: ìpele kọ̀ọ̀kan ń kọ́ lé èyí tó ṣáájú rẹ̀, àwọn amòye wa sì ń bá ọ pàdé lórí fóònù, ìpè fídíò tàbí lórí oko rẹ.",
    book: "Gba àkókò ìmọ̀ràn",
    ask: "Bi wá ní ìbéèrè",
  },
  structure: {
    title: "Ètò ìmọ̀ràn wa",
    intro:
      "Ìpele mẹ́ta, láti ètò àkọ́kọ́ dé òwò tó ti ṣetán fún àwọn olùdókòwò. Yan èyí tó bá oko rẹ mu báyìí.",
  },
  unsure: {
    title: "O kò dá ọ lójú ìpele tó bá oko rẹ mu?",
    text: "Gba àkókò pẹ̀lú ètò tó súnmọ́ ibi tí o wà jù. Amòye wa yóò kọ́kọ́ wo àlàyé rẹ, yóò sì dábàá ìpele mìíràn bí ó bá bá ọ mu jù.",
    book: "Gba àkókò ìmọ̀ràn",
  },
  card: {
    forWhom: "Ó wà fún: ",
    covers: "Ohun tí a ń kọ́ni",
    outcome: "Ohun tí o máa gbà: ",
    start: "Bẹ̀rẹ̀ báyìí",
    startWith: " pẹ̀lú ètò {plan}",
  },
  phases: {
    Beginner: {
      plan: "Alákọ̀ọ́bẹ̀rẹ̀",
      phase: "Ìpele 1",
      title: "Bẹ̀rẹ̀ dáadáa: ṣètò oko rẹ",
      forWhom:
        "Àwọn àgbẹ̀ tuntun, àwọn tó padà sílé àti àwọn olùdókòwò tó ní ilẹ̀ tàbí owó tí wọn kò tíì bẹ̀rẹ̀, tàbí tí wọ́n wà ní àkókò ọ̀gbìn àkọ́kọ́.",
      summary:
        "Ọ̀pọ̀ àdánù àkókò àkọ́kọ́ máa ń wá láti inú ìpinnu tí a ṣe ṣáájú gbígbìn: ibi tí kò tọ́, ohun ọ̀gbìn tí kò bá ọjà mu, tàbí owó tó tán ṣáájú ìkórè. A ń ràn ọ́ lọ́wọ́ láti ṣe ìpinnu wọ̀nyí lọ́nà tó tọ́.",
      covers: {
        c1: "Kíka ilẹ̀ rẹ: èsì àyẹ̀wò ilẹ̀, ọ̀nà omi, orísun omi àti ọ̀nà tí a ń gbà dé oko",
        c2: "Yíyan òwò tó bá ojú ọjọ́ ìpínlẹ̀ rẹ àti ọjà rẹ mu: ẹ̀gẹ́, àgbàdo, ẹ̀fọ́, ọ̀sìn adìyẹ, ọ̀sìn ẹja tàbí àdàpọ̀",
        c3: "Ìṣúná àkókò àkọ́kọ́ ní náírà: ìpèsè ilẹ̀, ohun èlò oko, owó òṣìṣẹ́ àti owó ìpamọ́",
        c4: "Ibi tí a ti lè ra irúgbìn tí a fọwọ́ sí, ọmọ adìyẹ ọlọ́jọ́ kan tàbí ọmọ ẹja, àti bí a ṣe lè dá ohun èlò ayédèrú mọ̀",
        c5: "Kàlẹ́ńdà ọ̀gbìn tàbí ọ̀sìn tó bá àkókò òjò mu",
        c6: "Àkọsílẹ̀ tó rọrùn láti ọjọ́ kìíní: ohun tí o ná, ohun tí o kórè, ohun tí o tà",
      },
      outcome: "Ètò ìbẹ̀rẹ̀ tí a kọ sílẹ̀, pẹ̀lú ìṣúná, kàlẹ́ńdà àti àtòjọ ohun èlò rẹ.",
    },
    Intermediate: {
      plan: "Àárín",
      phase: "Ìpele 2",
      title: "Dàgbà: mú ìkórè àti èrè pọ̀ sí i",
      forWhom:
        "Àwọn oko tó ti ṣe àkókò ọ̀gbìn kan tàbí jù bẹ́ẹ̀ lọ tí wọ́n fẹ́ ìkórè tó dára jù, àdánù tó kéré àti owó tó ń wọlé déédéé.",
      summary:
        "Nígbà tí oko bá ti ń ṣiṣẹ́, inú àwọn nǹkan kéékèèké ni èrè wà: bíbọ́ ilẹ̀ dáadáa, dídá kòkòrò dúró ní kùtùkùtù, dídín àdánù lẹ́yìn ìkórè kù àti títà ní àkókò àti iye owó tó tọ́.",
      covers: {
        c1: "Àyẹ̀wò àkókò tó kọjá: ìkórè lórí hẹ́kítà kan, iye owó ohun kọ̀ọ̀kan àti ibi tí owó ti ń jò",
        c2: "Ètò ajílẹ̀ láti inú àyẹ̀wò ilẹ̀, pẹ̀lú ajílẹ̀ àdáyébá, àti ìṣàkóso kòkòrò àti àìsàn papọ̀",
        c3: "Ọ̀gbìn ẹ̀ẹ̀rùn: omi oníkán-kán, ètò bíbomirin àti yíyan ìwọ̀n ẹ̀rọ ìfamí",
        c4: "Dídín àdánù lẹ́yìn ìkórè kù: gbígbẹ, ìpamọ́, àpò tí afẹ́fẹ́ kò lè wọ̀ àti àgbéjáde tó rọrùn",
        c5: "Títà tó dára jù: àwọn olùrà ńlá, àwọn akójọ, ẹgbẹ́ alájùmọ̀ṣe àti iṣẹ́ àgbẹ̀ oníwé àdéhùn",
        c6: "Ìṣàkóso àwọn òṣìṣẹ́ oko àti kíkọ àkọsílẹ̀ tí báńkì tàbí ẹgbẹ́ alájùmọ̀ṣe yóò gbà",
      },
      outcome: "Ètò ìlọsíwájú pẹ̀lú àfojúsùn fún hẹ́kítà kọ̀ọ̀kan àti àtòjọ iṣẹ́ fún àkókò kọ̀ọ̀kan.",
    },
    Advanced: {
      plan: "Onípele gíga",
      phase: "Ìpele 3",
      title: "Fẹ̀ ẹ́ lójú: gbòòrò, ṣe àgbéjáde kí o sì dókòwò",
      forWhom:
        "Àwọn oko òwò ńlá, ẹgbẹ́ alájùmọ̀ṣe àti òwò oko tó ti ṣetán láti gbòòrò, fi àgbéjáde kún un tàbí wá owó.",
      summary:
        "Ìgbòòrò ń sọ èrè àti ewu di púpọ̀. A ń ràn ọ́ lọ́wọ́ láti yẹ ìṣirò wò ṣáájú kí o tó fi owó sí i, yan ẹ̀rọ tó tọ́ kí o sì kọ́ òwò tí àwọn ayánilówó àti olùdókòwò lè gbẹ́kẹ̀lé.",
      covers: {
        c1: "Ìwádìí bóyá ilẹ̀ tuntun, òwò tuntun tàbí ilé àgbéjáde yóò ṣiṣẹ́",
        c2: "Ẹ̀rọ oko àti irinṣẹ́ ìgbàlódé tó ń san owó ara wọn padà: sẹ́ńsọ̀, sọ́fútúwià ìṣàkóso oko, ẹ̀rọ ìfamí oníná oòrùn",
        c3: "Àfikún iye: gààrí, ìyẹ̀fun ẹ̀gẹ́, lílọ oúnjẹ ẹran, ẹja yíyan àti ìdì",
        c4: "Àwọn ìlànà àti ìfọwọ́sí fún oúnjẹ àgbéjáde àti fún ọjà òkèèrè",
        c5: "Ètò òwò tó ṣetán fún olùdókòwò, ìbéèrè fún owó-yá àti ìdánilójú oko lòdì sí ewu ojú ọjọ́",
        c6: "Iṣẹ́ àgbẹ̀ tó bá ojú ọjọ́ mu tó sì ń dáàbò bo ilẹ̀ àti orúkọ rẹ",
      },
      outcome: "Àwòrán ọ̀nà ìdàgbàsókè pẹ̀lú àsọtẹ́lẹ̀ owó tí o lè gbé lọ sí báńkì tàbí olùdókòwò.",
    },
  },
};

export default yo;
