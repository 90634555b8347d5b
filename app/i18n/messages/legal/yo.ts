import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  privacy: {
    title: "Ìlànà ìpamọ́",
    metaDescription:
      "Bí a ṣe ń gba, lò àti dáàbò bo ìsọfúnni ara ẹni rẹ lábẹ́ Òfin Ìdáàbòbò Dátà ti Nàìjíríà 2023, àti bí o ṣe lè lo ẹ̀tọ́ rẹ.",
    intro:
      "Ìlànà yìí ṣàlàyé bí {siteName} ṣe ń gba àti lo ìsọfúnni ara ẹni nígbà tí o bá wá sí ojú òpó wẹ́ẹ̀bù wa, ṣí àkọọ́lẹ̀, ṣe kọ́ọ̀sì, ṣètò ìpàdé ìmọ̀ràn tàbí kàn sí wa, gẹ́gẹ́ bí Òfin Ìdáàbòbò Dátà ti Nàìjíríà 2023 (NDPA) ṣe sọ. Jọ̀wọ́ ka [Àwọn òfin ìlò](/terms-of-service) wa pẹ̀lú.",
    sections: {
      whoWeAre: {
        title: "Ta ni wá",
        body: '{siteName} jẹ́ ilé-ẹ̀kọ́ ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn iṣẹ́ àgbẹ̀ tó wà ní Èkó, Nàìjíríà. Fún ìsọfúnni ara ẹni tí ìlànà yìí sọ nípa rẹ̀, {siteName} ni olùdarí dátà lábẹ́ Òfin Ìdáàbòbò Dátà ti Nàìjíríà 2023 ("NDPA"): àwa ni a ń pinnu ìdí àti bí a ṣe ń lo ìsọfúnni rẹ, àwa sì ni a ń dáhùn fún un.\n\n- **Àdírẹ́sì:** {address}\n- **Ímeèlì fún ìbéèrè nípa ìpamọ́:** [{email}](mailto:{email}?subject=Data protection request)\n\nOlórí ìdáàbòbò dátà wa ló ń bójú tó gbogbo ìbéèrè ìpamọ́ tí a fi ránṣẹ́ sí àdírẹ́sì yìí. Ìlànà yìí ṣàlàyé ohun tí a ń gbà, ìdí rẹ̀, bí a ṣe ń pa á mọ́ pẹ́ tó àti àwọn ẹ̀tọ́ tí o ní.',
      },
      whatWeCollect: {
        title: "Ìsọfúnni ara ẹni tí a ń gbà",
        body: "Ohun tí a nílò láti ṣe iṣẹ́ wa nìkan ni a ń gbà:\n\n- **Àkọọ́lẹ̀ rẹ:** orúkọ rẹ ní kíkún, àdírẹ́sì ímeèlì, nọ́ńbà fóònù, ọ̀rọ̀ aṣínà (a ń pa á mọ́ ní ọ̀nà àṣírí ọ̀nà-kan tí ẹnikẹ́ni kò lè kà), ipò rẹ, ipò àkọọ́lẹ̀, àti ọjọ́ tí o forúkọ sílẹ̀ àti ìgbà tí o yí ìsọfúnni rẹ padà kẹ́yìn. Bí o bá wọlé pẹ̀lú Google tàbí Facebook, a ń gba orúkọ rẹ, àdírẹ́sì ímeèlì àti àwòrán rẹ láti ọ̀dọ̀ wọn.\n- **Ẹ̀kọ́ rẹ:** àwọn kọ́ọ̀sì tí o forúkọ sílẹ̀ fún, ẹ̀kọ́ tí o parí, àkókò wíwo, ìtẹ̀síwájú àti máàkì, ìwé-ẹ̀rí tí a fún ọ, ìfitónilétí rẹ àti bí o ṣe ṣètò wọn.\n- **Ìbéèrè ìpàdé ìmọ̀ràn:** orúkọ, ímeèlì, fóònù, ìtóbi oko, ohun ọ̀gbìn, ètò tí o yàn, ọjọ́ àti àkókò tí o fẹ́, iṣẹ́ rẹ, àti ipò ìbéèrè náà.\n- **Iṣẹ́ ìkànsí:** orúkọ, ímeèlì, fóònù, ilé-iṣẹ́, kókó ọ̀rọ̀ àti iṣẹ́ rẹ.\n- **Ìsọfúnni ẹ̀rọ:** àdírẹ́sì IP rẹ àti àlàyé aṣàwákiri rẹ nígbà tí o bá wọlé tàbí fi fọ́ọ̀mù ránṣẹ́, láti dáàbò bo àkọọ́lẹ̀ àti láti dènà spam àti ìlòkulò, àti àkọsílẹ̀ kúkúrú sáfà ti àwọn ojú-ewé tí a ṣí.\n\nA kò béèrè ìsọfúnni ara ẹni tó ṣe kókó (bíi ìlera, ẹ̀sìn tàbí àmì ìka) a sì bẹ̀ ọ́ pé kí o má fi í sínú iṣẹ́ rẹ. A kò gba àlàyé káàdì: bí iṣẹ́ kan bá ní owó, a ó ṣàlàyé bí ìsanwó ṣe máa lọ nígbà ìrà.",
      },
      purposes: {
        title: "Ìdí tí a fi ń lò ó àti ìpìlẹ̀ òfin wa",
        body: "Abala 25 NDPA to àwọn ìpìlẹ̀ òfin fún lílo dátà. Àwọn wọ̀nyí ni a gbẹ́kẹ̀lé:\n\n- **Láti ṣí àti ṣàkóso àkọọ́lẹ̀ rẹ, fi kọ́ọ̀sì fún ọ, tẹ̀lé ìtẹ̀síwájú rẹ àti fún ọ ní ìwé-ẹ̀rí**: mímú àdéhùn wa pẹ̀lú rẹ ṣẹ.\n- **Láti bójú tó ìbéèrè ìpàdé ìmọ̀ràn tàbí iṣẹ́ ìkànsí rẹ àti láti dá ọ lóhùn**: ìgbésẹ̀ tí o ní kí a gbé kí àdéhùn tó wáyé, àti mímú àdéhùn náà ṣẹ.\n- **Láti fi ímeèlì iṣẹ́ ránṣẹ́** (ìmúdájú ímeèlì rẹ, àtúntò ọ̀rọ̀ aṣínà, ìfìdímúlẹ̀, ìròyìn ìwé-ẹ̀rí àti ìpàdé ìmọ̀ràn): mímú àdéhùn wa ṣẹ.\n- **Láti dáàbò bo ojú òpó wẹ́ẹ̀bù**, dènà jìbìtì, spam àti ìlòkulò, àti láti tún ìṣòro ṣe: àǹfààní tó tọ́ wa, tí a wọ̀n pẹ̀lú ẹ̀tọ́ rẹ.\n- **Láti tọ́jú àkọsílẹ̀ owó àti owó-orí** àti láti dáhùn ìbéèrè tó bófin mu láti ọ̀dọ̀ ìjọba: títẹ̀lé ojúṣe òfin.\n- **Ìfitónilétí tí kò pọndandan** tí o ń tàn tàbí pa nínú ètò rẹ: ìfọwọ́sí rẹ, tí o lè yọ kúrò nígbàkigbà.\n\nA kò ta ìsọfúnni rẹ, a kò lò ó fún ìpolówó, a kò sì jẹ́ kí ẹ̀rọ nìkan ṣe ìpinnu kankan nípa rẹ.",
      },
      sharing: {
        title: "Àwọn tí a ń pín in fún",
        body: "A ń pín ìsọfúnni ara ẹni níbi tí ó bá pọndandan nìkan, a kò sì tà á rárá:\n\n- **Àwọn olùpèsè iṣẹ́** tí ń gbé ojú òpó wẹ́ẹ̀bù àti ibi ìpamọ́ dátà wa, tí wọ́n sì ń fi ímeèlì wa ránṣẹ́. Wọ́n ń ṣiṣẹ́ lábẹ́ ìtọ́ni wa pẹ̀lú àdéhùn àkọsílẹ̀ tó ní kí wọ́n pa ìsọfúnni rẹ mọ́ láìléwu àti ní àṣírí.\n- **Àyẹ̀wò ìwé-ẹ̀rí:** ẹnikẹ́ni tí o bá fún ní kóòdù ìmúdájú ìwé-ẹ̀rí rẹ lè jẹ́rìí orúkọ rẹ, kọ́ọ̀sì náà àti ọjọ́ tí a fún ọ.\n- **Ìjọba**, nígbà tí òfin bá béèrè tàbí láti dáàbò bo ẹ̀tọ́ àti ààbò àwọn akẹ́kọ̀ọ́, òṣìṣẹ́ wa tàbí àwọn ará ìlú.\n\nBí olùpèsè kan bá ń pa dátà mọ́ tàbí lò ó lẹ́yìn Nàìjíríà, a máa fi ránṣẹ́ bí Apá VIII NDPA ṣe gbà láàyè nìkan: sí orílẹ̀-èdè tó ní ààbò tó péye, tàbí pẹ̀lú ààbò tó yẹ bíi àwọn gbólóhùn àdéhùn.",
      },
      retention: {
        title: "Bí a ṣe ń pa á mọ́ pẹ́ tó",
        body: "- **Àkọsílẹ̀ àkọọ́lẹ̀ àti ẹ̀kọ́**: níwọ̀n ìgbà tí àkọọ́lẹ̀ rẹ bá ṣí sílẹ̀. Nígbà tí o bá pa àkọọ́lẹ̀ rẹ rẹ́, a máa pa ìsọfúnni rẹ, àwọn kọ́ọ̀sì rẹ, ìtẹ̀síwájú, ìwé-ẹ̀rí àti ìfitónilétí rẹ́ lẹ́sẹ̀kẹsẹ̀.\n- **Ìbéèrè ìpàdé ìmọ̀ràn**: títí di ọdún mẹ́fà lẹ́yìn ìpàdé náà, gẹ́gẹ́ bí àkọsílẹ̀ òwò àti owó-orí. Lẹ́yìn tí a bá pa àkọọ́lẹ̀ rẹ́, a máa pa wọ́n mọ́ láìsí ìsopọ̀ kankan mọ́ ọn.\n- **Iṣẹ́ ìkànsí**: títí di ọdún méjì lẹ́yìn ìdáhùn wa tó kẹ́yìn, àyàfi bí ó bá yọrí sí àdéhùn.\n- **Àkọsílẹ̀ ààbò àti sáfà**: kò ju ọjọ́ 90 lọ, àyàfi bí a bá nílò rẹ̀ láti ṣèwádìí ìṣẹ̀lẹ̀ kan.",
      },
      yourRights: {
        title: "Àwọn ẹ̀tọ́ rẹ",
        body: "Lábẹ́ abala 34 sí 38 NDPA, o ní ẹ̀tọ́ láti:\n\n- **Mọ̀** bí a ṣe ń lo ìsọfúnni rẹ, gẹ́gẹ́ bí ìlànà yìí ṣe sọ.\n- **Rí** ìsọfúnni ara ẹni tí a ní nípa rẹ kí o sì gba ẹ̀dà rẹ̀.\n- **Àtúnṣe**: ṣàtúnṣe ìsọfúnni tí kò tọ́ tàbí tí kò pé. O lè yí orúkọ àti nọ́ńbà fóònù rẹ padà fúnra rẹ nínú [ètò àkọọ́lẹ̀ rẹ](/settings).\n- **Píparẹ́**: jẹ́ kí a pa ìsọfúnni rẹ rẹ́. Lo *Pa Àkọọ́lẹ̀ Mi Rẹ́* nínú [ètò àkọọ́lẹ̀ rẹ](/settings); ó máa ṣiṣẹ́ lẹ́sẹ̀kẹsẹ̀ lẹ́yìn tí o bá jẹ́rìí ọ̀rọ̀ aṣínà rẹ.\n- **Gbígbé dátà**: gba ìsọfúnni rẹ ní fọ́ọ̀mù tí kọ̀ǹpútà lè kà. Lo *Ṣe ìgbàsílẹ̀ Ìsọfúnni Mi* nínú [ètò àkọọ́lẹ̀ rẹ](/settings) láti gba gbogbo rẹ̀ (ìsọfúnni rẹ, àwọn kọ́ọ̀sì, ìtẹ̀síwájú, ìwé-ẹ̀rí, ìpàdé ìmọ̀ràn àti ìfitónilétí) gẹ́gẹ́ bí fáìlì JSON.\n- **Tako** lílo dátà tó dá lórí àǹfààní tó tọ́ wa, àti láti ní kí a dá lílo dúró nígbà tí a ń ṣàyẹ̀wò ẹ̀sùn.\n- **Yọ ìfọwọ́sí kúrò** nígbàkigbà tí a bá gbẹ́kẹ̀lé e, láìkan ohun tí a ti ṣe tẹ́lẹ̀.\n\nFún ohunkóhun tí o kò lè ṣe fúnra rẹ nínú ètò rẹ, fi ímeèlì ránṣẹ́ sí [{email}](mailto:{email}?subject=Data protection request). A lè ní kí o fi hàn pé ìwọ ni, a ó sì dáhùn láàárín oṣù kan ó pẹ́ jù. Lílo ẹ̀tọ́ rẹ jẹ́ ọ̀fẹ́.",
      },
      complaints: {
        title: "Ẹ̀sùn",
        body: "Bí inú rẹ kò bá dùn sí bí a ṣe ń bójú tó ìsọfúnni rẹ, jọ̀wọ́ kọ́kọ́ sọ fún wa ní [{email}](mailto:{email}?subject=Data protection complaint) kí a lè ṣàtúnṣe rẹ̀. O tún ní ẹ̀tọ́ láti fi ẹ̀sùn sùn Àjọ Ìdáàbòbò Dátà ti Nàìjíríà (NDPC), olùṣàkóso lábẹ́ NDPA, nípasẹ̀ ojú òpó wọn [ndpc.gov.ng](https://ndpc.gov.ng).",
      },
      cookies: {
        title: "Kúkì",
        body: 'Àwọn kúkì tí ojú òpó wẹ́ẹ̀bù nílò láti ṣiṣẹ́ nìkan ni a ń lò:\n\n- **Kúkì ìgbà ìwọlé**: ó ń jẹ́ kí o wà nínú àkọọ́lẹ̀ rẹ. Àwọn script kò lè kà á, ọ̀nà ìsopọ̀ tó ní ààbò nìkan ni a fi ń rán an, ó sì máa parí nígbà tí o bá jáde.\n- **Kúkì iṣẹ́ (flash)**: ó ń gbé ìfìdímúlẹ̀ ẹ̀ẹ̀kan bíi "Message Sent!" lọ sí ojú-ewé tó kàn, lẹ́yìn náà a ó pa á rẹ́.\n\nA kò lo kúkì ìṣirò, ìpolówó tàbí títọpa, àwọn ojú-ewé wa kò sì ṣí script, fọ́ǹtì tàbí ohun títọpa láti ilé-iṣẹ́ mìíràn. Nítorí pé àwọn kúkì wọ̀nyí pọndandan gan-an, a kò béèrè ìfọwọ́sí rẹ fún wọn; dídí wọn nínú aṣàwákiri rẹ máa dá ìwọlé dúró.',
      },
      security: {
        title: "Bí a ṣe ń dáàbò bo ìsọfúnni rẹ",
        body: "A ń lo ìsopọ̀ tí a fi àṣírí dì (HTTPS), a ń pa ọ̀rọ̀ aṣínà mọ́ ní ọ̀nà àṣírí ọ̀nà-kan tó lágbára nìkan, òṣìṣẹ́ tó nílò ìsọfúnni ara ẹni nìkan ló lè rí i, a ń ṣàyẹ̀wò gbogbo ìbéèrè lórí sáfà gẹ́gẹ́ bí ipò rẹ, a sì ń dín iye ìgbà tí ènìyàn lè gbìyànjú láti wọlé tàbí fi fọ́ọ̀mù ránṣẹ́ kù.\n\nBí ìsọfúnni ara ẹni bá jò tí ó sì lè fi ẹ̀tọ́ rẹ sínú ewu, a ó fi tó Àjọ Ìdáàbòbò Dátà ti Nàìjíríà létí láàárín wákàtí 72 tí a bá mọ̀, a ó sì sọ fún ọ láìjáfara bí ewu sí ọ bá pọ̀, gẹ́gẹ́ bí abala 40 NDPA ṣe béèrè.",
      },
      children: {
        title: "Àwọn ọmọdé",
        body: "Àwọn kọ́ọ̀sì àti iṣẹ́ wa wà fún ènìyàn tó ti pé ọmọ ọdún 18 sókè. Àwọn ọ̀dọ́ tí kò tíì pé ọdún 18 lè lò wọ́n pẹ̀lú ìfọwọ́sí òbí tàbí alágbàtọ́ tó bófin mu nìkan, gẹ́gẹ́ bí abala 31 NDPA ṣe béèrè. Bí o bá rò pé ọmọdé kan ti fún wa ní ìsọfúnni ara ẹni láìsí ìfọwọ́sí yẹn, kàn sí wa, a ó sì pa á rẹ́.",
      },
      changes: {
        title: "Àyípadà sí ìlànà yìí",
        body: "A ń ṣàtúnṣe ìlànà yìí nígbà tí iṣẹ́ wa tàbí òfin bá yí padà. Ọjọ́ tó wà lókè fi ẹ̀dà tuntun hàn. Bí àyípadà kan bá kan bí a ṣe ń lo ìsọfúnni tí o ti fún wa, a ó sọ fún ọ nípasẹ̀ ímeèlì tàbí ìfitónilétí nínú pánẹ́ẹ̀lì rẹ kí ó tó bẹ̀rẹ̀.",
      },
      contact: {
        title: "Kàn sí wa",
        body: "Ìbéèrè nípa ìlànà yìí tàbí ìsọfúnni rẹ: kọ̀wé sí {siteName}, {address}, tàbí fi ímeèlì ránṣẹ́ sí [{email}](mailto:{email}?subject=Privacy question). O tún lè kàn sí wa nípasẹ̀ [ojú-ewé ìkànsí](/contact) wa.",
      },
    },
  },
  terms: {
    title: "Àwọn òfin ìlò",
    metaDescription:
      "Àwọn òfin fún lílo ojú òpó wẹ́ẹ̀bù wa, kọ́ọ̀sì orí ayélujára, ìwé-ẹ̀rí, ìpàdé ìmọ̀ràn àti gbígba ìwádìí sílẹ̀, lábẹ́ òfin Nàìjíríà.",
    intro:
      "Jọ̀wọ́ ka àwọn òfin wọ̀nyí kí o tó lo ojú òpó wẹ́ẹ̀bù, kọ́ọ̀sì àti iṣẹ́ ìmọ̀ràn wa. A kọ wọ́n kí wọ́n lè yé ọ: bí ohunkóhun kò bá yé ọ, bi wá.",
    sections: {
      about: {
        title: "Nípa àwọn òfin wọ̀nyí",
        body: 'Àwọn òfin wọ̀nyí ló ń darí bí o ṣe ń lo ojú òpó wẹ́ẹ̀bù {siteName}, kọ́ọ̀sì orí ayélujára wa, ìdánilẹ́kọ̀ọ́, ìpàdé ìmọ̀ràn àti gbígba ìwádìí sílẹ̀. "Àwa" túmọ̀ sí {siteName}, {address}. "Ìwọ" túmọ̀ sí ẹni tó ń lo ojú òpó náà tàbí iṣẹ́ wa.\n\nNígbà tí o bá ṣí àkọọ́lẹ̀, forúkọ sílẹ̀ fún kọ́ọ̀sì tàbí ṣètò ìpàdé ìmọ̀ràn, o gbà sí àwọn òfin wọ̀nyí àti [Ìlànà ìpamọ́](/privacy-policy) wa. Bí o kò bá gbà, jọ̀wọ́ má lo ojú òpó náà. Kò sí ohunkóhun nínú àwọn òfin wọ̀nyí tó gba ẹ̀tọ́ tí o ní gẹ́gẹ́ bí oníbàárà lábẹ́ Òfin Ìdíje àti Ìdáàbòbò Oníbàárà ti Ìjọba Àpapọ̀ 2018 lọ́wọ́ rẹ.',
      },
      accounts: {
        title: "Àkọọ́lẹ̀ rẹ",
        body: "- O gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ, tàbí kí òbí tàbí alágbàtọ́ rẹ fọwọ́ sí i.\n- Fún wa ní ìsọfúnni tó péye kí o sì máa ṣàtúnṣe rẹ̀. Lo àdírẹ́sì ímeèlì tí o ti ń gba iṣẹ́: a ń lò ó láti jẹ́rìí àkọọ́lẹ̀ rẹ àti láti tún ọ̀rọ̀ aṣínà rẹ ṣe.\n- Àkọọ́lẹ̀ rẹ wà fún ìwọ nìkan. Pa ọ̀rọ̀ aṣínà rẹ mọ́ ní àṣírí kí o sì sọ fún wa lẹ́sẹ̀kẹsẹ̀ bí o bá rò pé ẹlòmíì ti lo àkọọ́lẹ̀ rẹ.\n- O lè pa àkọọ́lẹ̀ rẹ dé nígbàkigbà pẹ̀lú *Pa Àkọọ́lẹ̀ Mi Rẹ́* nínú [ètò](/settings) rẹ.\n- A lè dá àkọọ́lẹ̀ tó bá rú àwọn òfin wọ̀nyí dúró tàbí pa á dé, lẹ́yìn tí a bá sọ ìdí rẹ̀ fún ọ níbi tí òfin àti ààbò bá gbà láàyè.",
      },
      acceptableUse: {
        title: "Ìlò tó tọ́",
        body: "Nígbà tí o bá ń lo ojú òpó náà, o gbà pé o kò ní:\n\n- pín àkọọ́lẹ̀ rẹ, tàbí ṣe ẹ̀dà, tún tà tàbí tẹ àwọn ohun èlò kọ́ọ̀sì wa jáde bí ẹni pé tìrẹ ni;\n- gbé tàbí fi ohunkóhun tí kò bófin mu, tí ń tanni jẹ, tí ń fi ènìyàn ṣe yẹ̀yẹ́ tàbí tí ń tẹ ẹ̀tọ́ ẹlòmíì lójú ránṣẹ́;\n- fi spam tàbí ìbéèrè ẹ̀rọ ránṣẹ́, tàbí gbìyànjú láti yẹ àwọn ààlà fọ́ọ̀mù àti ìwọlé sílẹ̀;\n- gbìyànjú láti wọ àkọọ́lẹ̀, dátà tàbí apá ojú òpó tí kì í ṣe fún ọ, tàbí da ààbò tàbí iṣẹ́ ojú òpó náà rú;\n- ṣe bí ẹni pé o jẹ́ ẹlòmíì, tàbí gba ìwé-ẹ̀rí nípa màgòmágó tàbí iṣẹ́ ẹlòmíì.",
      },
      courses: {
        title: "Kọ́ọ̀sì àti ìwé-ẹ̀rí",
        body: "Nígbà tí o bá forúkọ sílẹ̀ fún kọ́ọ̀sì, o máa ní àǹfààní sí àwọn ẹ̀kọ́ àti ohun èlò rẹ̀ fún ara rẹ nìkan (o kò lè fún ẹlòmíì) níwọ̀n ìgbà tí a bá ń pèsè kọ́ọ̀sì náà tí àkọọ́lẹ̀ rẹ sì ṣí sílẹ̀. A ń mú àwọn kọ́ọ̀sì wa bá ìgbà mu, èyí túmọ̀ sí pé a lè mú ẹ̀kọ́ dára sí i, pààrọ̀ rẹ̀ tàbí tún un tò.\n\nNígbà tí o bá parí kọ́ọ̀sì, a máa fún ọ ní ìwé-ẹ̀rí pẹ̀lú kóòdù ìmúdájú àrà ọ̀tọ̀ tí ẹnikẹ́ni lè ṣàyẹ̀wò lórí ojú òpó wa. Ìwé-ẹ̀rí fìdí rẹ̀ múlẹ̀ pé o parí kọ́ọ̀sì wa; kì í ṣe ìwé-àṣẹ ìjọba tàbí oyè yunifásítì. A lè gba ìwé-ẹ̀rí tí a rí gbà nípa màgòmágó tàbí àṣìṣe padà, ojú-ewé ìmúdájú rẹ̀ yóò sì sọ bẹ́ẹ̀.",
      },
      fees: {
        title: "Owó àti ìsanwó",
        body: "Ọ̀pọ̀ kọ́ọ̀sì wa jẹ́ ọ̀fẹ́. Níbi tí kọ́ọ̀sì, ọjọ́ ìdánilẹ́kọ̀ọ́ tàbí ìpàdé ìmọ̀ràn bá ní owó, a máa fi iye owó hàn ní Náírà Nàìjíríà (₦) kí o tó gbà, ó sì ti ní VAT tó bá yẹ nínú. A máa sọ bí o ṣe máa sanwó fún ọ kí a tó gba owó, o kò sì ní san ohunkóhun tí o kò gbà sí.\n\nBí o bá yí ọkàn rẹ padà, béèrè fún àpadà owó láàárín ọjọ́ 14 lẹ́yìn ìsanwó: a máa dá gbogbo owó padà bí o kò bá tíì bẹ̀rẹ̀ kọ́ọ̀sì náà tàbí ṣe ìpàdé ìmọ̀ràn náà, a sì máa ṣàyẹ̀wò gbogbo ìbéèrè mìíràn lọ́nà tó tọ́. Iye owó lè yí padà, ṣùgbọ́n kì í ṣe fún ohun tí o ti sanwó fún.",
      },
      consultations: {
        title: "Ìpàdé ìmọ̀ràn",
        body: "Ìbéèrè ìpàdé ìmọ̀ràn kì í ṣe ìdánilójú àdéhùn síbẹ̀: a máa kàn sí ọ láti fìdí ọjọ́, àkókò àti owó kankan múlẹ̀. O lè fagilé tàbí sún ìpàdé tí a ti fìdí rẹ̀ múlẹ̀ síwájú bí o bá sọ fún wa ní ó kéré tán wákàtí 24 ṣáájú.\n\nÌmọ̀ràn wa dá lórí ìsọfúnni tí o fún wa àti lórí ọ̀nà iṣẹ́ àgbẹ̀ tó dára. Àbájáde oko tún dá lórí ojú ọjọ́, kòkòrò, ọjà, ohun èlò oko àti bí a ṣe lo ìmọ̀ràn náà, tí a kò ní àṣẹ lé lórí, nítorí náà a kò lè ṣèlérí ìkórè tàbí owó-wọlé kan pàtó.",
      },
      intellectualProperty: {
        title: "Ẹ̀tọ́ ohun ìní ọgbọ́n",
        body: "Àwọn kọ́ọ̀sì, fídíò, ìtọ́sọ́nà, ọ̀rọ̀, àwòrán, àmì àti sọ́fútúwẹ́ẹ̀ ojú òpó yìí jẹ́ ti {siteName} tàbí ti àwọn tó fún wa ní àṣẹ. O lè wò wọ́n kí o sì gbà wọ́n sílẹ̀ fún ẹ̀kọ́ àti oko rẹ, ṣùgbọ́n o kò gbọdọ̀ ṣe ẹ̀dà, pín tàbí tà wọ́n láìsí àṣẹ wa ní àkọsílẹ̀.\n\nÀwọn ìwé ìwádìí àti àkójọ dátà lórí [ojú-ewé ìwádìí](/research) wa ni a lè lò fún ẹ̀kọ́, ìwádìí, iṣẹ́ ìmọ̀ràn àgbẹ̀ àti ìkọ́ni, pẹ̀lú látọwọ́ àwọn ẹlòmíì, bí o bá ti dárúkọ {siteName} gẹ́gẹ́ bí orísun, àyàfi bí fáìlì kan bá sọ nǹkan mìíràn.\n\nIṣẹ́ àti ohun èlò tí o fi ránṣẹ́ sí wa ṣì jẹ́ tìrẹ. O gbà kí a lò wọ́n láti dá ọ lóhùn àti láti pèsè iṣẹ́ tí o béèrè fún.",
      },
      thirdParties: {
        title: "Ìjápọ̀ sí iṣẹ́ mìíràn",
        body: "Àwọn bọ́tìnnì kan máa ń ṣí iṣẹ́ tí àwọn ẹlòmíì ń ṣe, bíi WhatsApp, máàpù, ìkànnì àjọlò, tàbí ìwọlé pẹ̀lú Google àti Facebook. Òfin àti ìlànà ìpamọ́ tiwọn ló ń ṣiṣẹ́ níbẹ̀, a kò sì dáhùn fún wọn.",
      },
      liability: {
        title: "Ojúṣe wa sí ọ",
        body: "A ń pèsè kọ́ọ̀sì àti ìmọ̀ràn wa pẹ̀lú ìṣọ́ra àti ọgbọ́n tó yẹ. A ń ṣiṣẹ́ kí ojú òpó náà lè máa wà kí ó sì péye, ṣùgbọ́n nígbà mìíràn ó lè má sí nítorí àtúnṣe tàbí ìṣòro tó kọjá agbára wa.\n\nNíwọ̀n bí òfin bá ti gbà, a kò ní dáhùn fún àdánù tí kò tààrà tàbí tí a kò lè retí, bíi èrè tí o kò rí tàbí àdánù ohun ọ̀gbìn nítorí ojú ọjọ́, kòkòrò tàbí ọjà, gbogbo ohun tí a lè jẹ ọ́ lórí ẹ̀sùn kankan kò sì ní ju owó tí o san fún wa fún iṣẹ́ náà láàárín oṣù 12 ṣáájú ẹ̀sùn náà. Kò sí ohunkóhun nínú àwọn òfin wọ̀nyí tó dín ojúṣe kù fún ikú tàbí ìpalára ara tí àìbìkítà fà, fún jìbìtì, tàbí ojúṣe kankan tí òfin Nàìjíríà kò gbà kí a dín kù.",
      },
      changes: {
        title: "Àyípadà sí àwọn òfin wọ̀nyí",
        body: "A lè ṣàtúnṣe àwọn òfin wọ̀nyí nígbà tí iṣẹ́ wa tàbí òfin bá yí padà. Ọjọ́ tó wà lókè fi ẹ̀dà tó ń ṣiṣẹ́ hàn. A ó sọ fún ọ nípa àyípadà pàtàkì nípasẹ̀ ímeèlì tàbí ìfitónilétí nínú pánẹ́ẹ̀lì rẹ kí wọ́n tó bẹ̀rẹ̀; bí o kò bá gbà wọ́n, o lè pa àkọọ́lẹ̀ rẹ dé.",
      },
      governingLaw: {
        title: "Òfin tó ń darí àti àríyànjiyàn",
        body: "Òfin Orílẹ̀-èdè Olómìnira Àpapọ̀ Nàìjíríà ló ń darí àwọn òfin wọ̀nyí. Bí o bá ní ẹ̀sùn, jọ̀wọ́ kọ́kọ́ kàn sí wa: bẹ́ẹ̀ ni ọ̀pọ̀ ìṣòro ṣe máa ń yanjú kíákíá. Àríyànjiyàn tí a kò bá lè yanjú pọ̀ ni a lè gbé lọ fún ìlàjà ní Èkó Multi-Door Courthouse, bí kò bá sì rí bẹ́ẹ̀, sí àwọn ilé-ẹjọ́ Ìpínlẹ̀ Èkó, tí wọ́n ní àṣẹ lórí rẹ̀.",
      },
      contact: {
        title: "Kàn sí wa",
        body: "Ìbéèrè nípa àwọn òfin wọ̀nyí: kọ̀wé sí {siteName}, {address}, fi ímeèlì ránṣẹ́ sí [{email}](mailto:{email}), tàbí lo [ojú-ewé ìkànsí](/contact) wa.",
      },
    },
  },
};

export default yo;
