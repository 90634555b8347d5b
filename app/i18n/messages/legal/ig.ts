import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  privacy: {
    title: "Iwu nzuzo",
    metaDescription:
      "Otu anyị si anakọta, jiri ma chekwaa ozi gbasara gị n’okpuru Iwu Nchekwa Data Naịjirịa nke 2023, na otu ị ga-esi jiri ikike gị.",
    intro:
      "Iwu a na-akọwa otu {siteName} si anakọta ma jiri ozi gbasara gị mgbe ị bịara na weebụsaịtị anyị, mepee akaụntụ, mụọ kọọsụ, hazie ndụmọdụ ma ọ bụ kpọtụrụ anyị, dịka Iwu Nchekwa Data Naịjirịa nke 2023 (NDPA) si kwuo. Biko gụọkwa [Usoro ojiji](/terms-of-service) anyị.",
    sections: {
      whoWeAre: {
        title: "Ndị anyị bụ",
        body: '{siteName} bụ ụlọ akwụkwọ ọzụzụ na ndụmọdụ ọrụ ugbo dị na Legọs, Naịjirịa. Maka ozi gbasara mmadụ nke iwu a kwuru, {siteName} bụ onye na-achịkwa data n’okpuru Iwu Nchekwa Data Naịjirịa nke 2023 ("NDPA"): anyị na-ekpebi ihe mere na otu e si eji ozi gị, anyị kwa na-aza ajụjụ maka ya.\n\n- **Adreesị:** {address}\n- **Email maka ajụjụ nzuzo:** [{email}](mailto:{email}?subject=Data protection request)\n\nOnye isi nchekwa data anyị na-ahụ maka arịrịọ nzuzo ọ bụla e zigara adreesị a. Iwu a na-akọwa ihe anyị na-anakọta, ihe kpatara ya, ogologo oge anyị na-edebe ya na ikike ị nwere.',
      },
      whatWeCollect: {
        title: "Ozi gbasara gị anyị na-anakọta",
        body: "Naanị ihe anyị chọrọ iji nye ọrụ anyị ka anyị na-anakọta:\n\n- **Akaụntụ gị:** aha gị zuru ezu, adreesị email, nọmba ekwentị, okwuntughe (anyị na-edebe ya naanị dịka koodu nzuzo otu ụzọ, onye ọ bụla enweghị ike ịgụ ya), ọrụ gị, ọnọdụ akaụntụ, na ụbọchị ị debanyere aha na mgbe ikpeazụ ị gbanwere ozi gị. Ọ bụrụ na ị banye site na Google ma ọ bụ Facebook, anyị na-anata aha gị, adreesị email na foto profaịlụ gị site n’aka ha.\n- **Ọmụmụ gị:** kọọsụ ị debanyere aha na ha, nkuzi ị mechara, oge ị lere, ọganihu na akara, asambodo e nyere gị, ọkwa gị na otu ị si hazie ha.\n- **Arịrịọ ndụmọdụ:** aha, email, ekwentị, nha ugbo, ihe ọkụkụ, atụmatụ ị họrọ, ụbọchị na oge ị chọrọ, ozi gị, na ọnọdụ arịrịọ ahụ.\n- **Ozi kpọtụrụ anyị:** aha, email, ekwentị, ụlọ ọrụ, isiokwu na ozi gị.\n- **Ozi teknụzụ:** adreesị IP gị na nkọwa ihe nchọgharị gị mgbe ị banyere ma ọ bụ zipụ fọm, iji chekwaa akaụntụ ma kwụsị spam na mmegbu, na ndekọ sava dị mkpụmkpụ nke ibe e mepere.\n\nAnyị anaghị arịọ ozi nzuzo dị nro (dịka ahụike, okpukpe ma ọ bụ akara mkpịsị aka) ma anyị na-arịọ gị ka ị ghara itinye ya n’ozi. Anyị anaghị anakọta nkọwa kaadị: ọ bụrụ na e nwere ọrụ a na-akwụ ụgwọ, a ga-akọwa otu ịkwụ ụgwọ ga-esi aga mgbe ị na-azụ ya.",
      },
      purposes: {
        title: "Ihe mere anyị ji eji ya na ntọala iwu anyị",
        body: "Ngalaba 25 nke NDPA depụtara ntọala iwu maka iji data. Ndị a ka anyị na-adabere na ha:\n\n- **Iji mepee ma jikwaa akaụntụ gị, nye kọọsụ, soro ọganihu gị ma nye asambodo**: imezu nkwekọrịta anyị na gị.\n- **Iji lekọta arịrịọ ndụmọdụ gị ma ọ bụ ozi kpọtụrụ anyị ma zaa gị**: usoro ị rịọrọ anyị ka anyị mee tupu nkwekọrịta, na imezu nkwekọrịta ahụ.\n- **Iji zipụ email ọrụ** (nkwenye email gị, ịtọgharị okwuntughe, nkwado, akụkọ asambodo na ndụmọdụ): imezu nkwekọrịta anyị.\n- **Iji chekwaa saịtị ahụ**, gbochie aghụghọ, spam na iji ya eme ihe ọjọọ, ma dozie nsogbu: mmasị ziri ezi anyị, nke anyị tụnyere ikike gị.\n- **Iji debe ndekọ ego na ụtụ isi** ma zaa arịrịọ kwekọrọ n’iwu site n’aka ndị ọchịchị: irube isi n’ọrụ iwu.\n- **Ọkwa na-abụghị iwu** ị na-agbanye ma ọ bụ gbanyụọ na ntọala gị: nkwenye gị, nke ị nwere ike iwepụ oge ọ bụla.\n\nAnyị anaghị ere ozi gị, anyị anaghị eji ya mee mgbasa ozi, anyị anaghịkwa ekwe ka igwe naanị kpebie ihe ọ bụla gbasara gị.",
      },
      sharing: {
        title: "Ndị anyị na ha na-ekerịta ya",
        body: "Anyị na-ekerịta ozi gbasara mmadụ naanị ebe ọ dị mkpa, anyị anaghịkwa ere ya:\n\n- **Ndị na-enye anyị ọrụ** na-ebuli weebụsaịtị na ebe nchekwa data anyị ma na-ezipu email anyị. Ha na-eme ihe anyị nyere n’iwu n’okpuru nkwekọrịta e dere ede nke chọrọ ka ha chekwaa ozi gị nke ọma na na nzuzo.\n- **Nlele asambodo:** onye ọ bụla i nyere koodu nkwenye asambodo gị nwere ike ịkwado aha gị, kọọsụ ahụ na ụbọchị e nyere ya.\n- **Ndị ọchịchị**, mgbe iwu chọrọ ya ma ọ bụ iji chekwaa ikike na nchekwa ụmụ akwụkwọ anyị, ndị ọrụ anyị ma ọ bụ ọha na eze.\n\nỌ bụrụ na onye na-enye ọrụ na-edebe ma ọ bụ na-eji data n’èzí Naịjirịa, anyị na-eziga ya naanị dịka Akụkụ VIII nke NDPA kwere: gaa obodo nwere nchekwa zuru oke, ma ọ bụ ya na nchekwa kwesịrị ekwesị dịka nkebiokwu nkwekọrịta.",
      },
      retention: {
        title: "Ogologo oge anyị na-edebe ya",
        body: "- **Ndekọ akaụntụ na ọmụmụ**: ruo mgbe akaụntụ gị ka mepere emepe. Mgbe ị hichapụrụ akaụntụ gị, anyị na-ehichapụ profaịlụ gị, kọọsụ gị, ọganihu, asambodo na ọkwa ozugbo.\n- **Arịrịọ ndụmọdụ**: ruo afọ isii mgbe ndụmọdụ ahụ gasịrị, dịka ndekọ azụmahịa na ụtụ isi. Mgbe e hichapụrụ akaụntụ, a na-edebe ha na-enweghị njikọ ọ bụla na ya.\n- **Ozi kpọtụrụ anyị**: ruo afọ abụọ mgbe azịza ikpeazụ anyị gasịrị, ọ gwụla ma ha butere nkwekọrịta.\n- **Ndekọ nchekwa na sava**: ọ naghị akarị ụbọchị 90, ọ gwụla ma a chọrọ ya iji nyochaa ihe mere.",
      },
      yourRights: {
        title: "Ikike gị",
        body: "N’okpuru ngalaba 34 ruo 38 nke NDPA, ị nwere ikike:\n\n- **Ịmara** otu anyị si eji ozi gị, dịka iwu a kọwara.\n- **Ịhụ** ozi gbasara gị anyị nwere ma nata otu mbipụta ya.\n- **Idozi ya**: dozie ozi na-ezighị ezi ma ọ bụ na-ezughị ezu. Ị nwere ike ịgbanwe aha gị na nọmba ekwentị gị n’onwe gị na [ntọala akaụntụ gị](/settings).\n- **Ihichapụ ya**: ka e hichapụ ozi gị. Jiri *Hichapụ Akaụntụ M* na [ntọala akaụntụ gị](/settings); ọ na-arụ ọrụ ozugbo ị kwadoro okwuntughe gị.\n- **Ibu data gị gaa ebe ọzọ**: nata ozi gị n’ụdị kọmputa nwere ike ịgụ. Jiri *Budata Data M* na [ntọala akaụntụ gị](/settings) iji nweta ya niile (profaịlụ, kọọsụ, ọganihu, asambodo, ndụmọdụ na ọkwa) dịka faịlụ JSON.\n- **Ịjụ** iji data dabere na mmasị ziri ezi anyị, na ịrịọ ka a kwụsị iji ya mgbe a na-enyocha mkpesa.\n- **Iwepụ nkwenye** oge ọ bụla anyị dabere na ya, na-emetụtaghị ihe e mere na mbụ.\n\nMaka ihe ọ bụla ị na-enweghị ike ime n’onwe gị na ntọala gị, zitere email na [{email}](mailto:{email}?subject=Data protection request). Anyị nwere ike ịrịọ gị ka i gosi na ọ bụ gị, anyị ga-azakwa n’ime otu ọnwa ma ọ kachasị. Iji ikike gị bụ n’efu.",
      },
      complaints: {
        title: "Mkpesa",
        body: "Ọ bụrụ na obi adịghị gị mma n’otu anyị si elekọta ozi gị, biko buru ụzọ gwa anyị na [{email}](mailto:{email}?subject=Data protection complaint) ka anyị dozie ya. Ị nwekwara ikike itinye mkpesa n’aka Ọgbakọ Nchekwa Data Naịjirịa (NDPC), onye na-achịkwa n’okpuru NDPA, site na weebụsaịtị ha [ndpc.gov.ng](https://ndpc.gov.ng).",
      },
      cookies: {
        title: "Kuki",
        body: 'Naanị kuki saịtị ahụ chọrọ iji rụọ ọrụ ka anyị na-eji:\n\n- **Kuki nnọkọ**: ọ na-eme ka ị nọrọ n’ime akaụntụ gị. Skript enweghị ike ịgụ ya, a na-eziga ya naanị site na njikọ echekwara, ọ na-akwụsịkwa mgbe ị pụrụ.\n- **Kuki ozi (flash)**: ọ na-ebu nkwado otu ugboro dịka "Message Sent!" gaa n’ibe na-esote, wee hichapụ ya.\n\nAnyị anaghị eji kuki ngụkọ, mgbasa ozi ma ọ bụ nsochi, ibe anyị anaghịkwa ebute skript, mkpụrụedemede ma ọ bụ ihe nsochi sitere n’ụlọ ọrụ ndị ọzọ. Ebe ọ bụ na kuki ndị a dị oke mkpa, anyị anaghị arịọ nkwenye gị maka ha; igbochi ha n’ihe nchọgharị gị ga-eme ka ịbanye ghara ịrụ ọrụ.',
      },
      security: {
        title: "Otu anyị si echekwa ozi gị",
        body: "Anyị na-eji njikọ ezoro ezo (HTTPS), na-edebe okwuntughe naanị dịka koodu nzuzo otu ụzọ siri ike, na-ekwe naanị ndị ọrụ chọrọ ya ka ha hụ ozi gbasara mmadụ, na-enyocha arịrịọ ọ bụla na sava dabere n’ọrụ gị, ma na-egbochi ọtụtụ mgbalị ịbanye ma ọ bụ izipu fọm.\n\nỌ bụrụ na ozi gbasara mmadụ gbapụrụ n’ụzọ nwere ike itinye ikike gị n’ihe ize ndụ, anyị ga-akọrọ Ọgbakọ Nchekwa Data Naịjirịa n’ime awa 72 anyị matara ya, ma gwa gị n’egbughị oge ma ọ bụrụ na ihe ize ndụ nye gị dị ukwuu, dịka ngalaba 40 nke NDPA chọrọ.",
      },
      children: {
        title: "Ụmụaka",
        body: "Kọọsụ na ọrụ anyị bụ maka ndị gbara afọ 18 gaa n’ihu. Ndị na-erubeghị afọ 18 nwere ike iji ha naanị site na nkwenye nne na nna ma ọ bụ onye nlekọta n’iwu, dịka ngalaba 31 nke NDPA chọrọ. Ọ bụrụ na i chere na nwata enyela anyị ozi gbasara ya na-enweghị nkwenye ahụ, kpọtụrụ anyị, anyị ga-ehichapụ ya.",
      },
      changes: {
        title: "Mgbanwe n’iwu a",
        body: "Anyị na-emelite iwu a mgbe ọrụ anyị ma ọ bụ iwu gbanwere. Ụbọchị dị n’elu na-egosi ụdị kachasị ọhụrụ. Ọ bụrụ na mgbanwe emetụta otu anyị si eji ozi i nyeburu anyị, anyị ga-agwa gị site na email ma ọ bụ ọkwa na dashbọọdụ gị tupu ọ malite ịrụ ọrụ.",
      },
      contact: {
        title: "Kpọtụrụ anyị",
        body: "Ajụjụ gbasara iwu a ma ọ bụ ozi gị: dee leta gaa {siteName}, {address}, ma ọ bụ zitere email na [{email}](mailto:{email}?subject=Privacy question). Ị nwekwara ike ịkpọtụrụ anyị site na [ibe kpọtụrụ anyị](/contact).",
      },
    },
  },
  terms: {
    title: "Usoro ojiji",
    metaDescription:
      "Usoro maka iji weebụsaịtị anyị, kọọsụ n’ịntanetị, asambodo, ndụmọdụ na ibudata nchọpụta, n’okpuru iwu Naịjirịa.",
    intro:
      "Biko gụọ usoro ndị a tupu i jiri weebụsaịtị, kọọsụ na ọrụ ndụmọdụ anyị. E dere ha ka ha doo anya: ọ bụrụ na ihe ọ bụla edoghị anya, jụọ anyị.",
    sections: {
      about: {
        title: "Gbasara usoro ndị a",
        body: 'Usoro ndị a na-achị otu ị si eji weebụsaịtị {siteName}, kọọsụ anyị n’ịntanetị, ọzụzụ, ndụmọdụ na ibudata nchọpụta. "Anyị" pụtara {siteName}, {address}. "Gị" pụtara onye na-eji saịtị ahụ ma ọ bụ ọrụ anyị.\n\nSite n’imepe akaụntụ, idebanye aha na kọọsụ ma ọ bụ ịhazi ndụmọdụ, ị kwenyere n’usoro ndị a na [Iwu nzuzo](/privacy-policy) anyị. Ọ bụrụ na ị kwetaghị, biko ejila saịtị ahụ. Ọ dịghị ihe dị n’usoro ndị a na-ewepụ ikike ị nwere dịka onye na-azụ ahịa n’okpuru Iwu Asọmpi na Nchekwa Ndị Na-azụ Ahịa nke Gọọmentị Etiti nke 2018.',
      },
      accounts: {
        title: "Akaụntụ gị",
        body: "- Ị ga-agbarịrị afọ 18 ma ọ bụ karịa, ma ọ bụ nweta nkwenye nne na nna ma ọ bụ onye nlekọta.\n- Nye ozi ziri ezi ma na-emelite ya. Jiri adreesị email ị na-anata ozi na ya: anyị na-eji ya akwado akaụntụ gị ma tọgharịa okwuntughe gị.\n- Akaụntụ gị bụ naanị nke gị. Zoo okwuntughe gị ma gwa anyị ozugbo ma ọ bụrụ na i chere na onye ọzọ ejirila akaụntụ gị.\n- Ị nwere ike imechi akaụntụ gị oge ọ bụla site na *Hichapụ Akaụntụ M* na [ntọala](/settings) gị.\n- Anyị nwere ike ịkwụsịtụ ma ọ bụ mechie akaụntụ mebiri usoro ndị a, mgbe anyị gwachara gị ihe kpatara ya ebe iwu na nchekwa kwere.",
      },
      acceptableUse: {
        title: "Ojiji kwesịrị ekwesị",
        body: "Mgbe ị na-eji saịtị ahụ, ị kwenyere na ị gaghị:\n\n- ekerịta akaụntụ gị, ma ọ bụ depụta, ree ọzọ ma ọ bụ bipụta ihe kọọsụ anyị dịka nke gị;\n- bulite ma ọ bụ zipụ ihe ọ bụla megidere iwu, na-eduhie eduhie, na-akparị mmadụ ma ọ bụ na-emebi ikike ndị ọzọ;\n- zipụ spam ma ọ bụ arịrịọ igwe, ma ọ bụ gbalịa ịgbaghara oke dị na fọm na ịbanye;\n- gbalịa ịbanye n’akaụntụ, data ma ọ bụ akụkụ saịtị na-abụghị maka gị, ma ọ bụ mebie nchekwa ma ọ bụ ọrụ saịtị ahụ;\n- mee ka ị bụ onye ọzọ, ma ọ bụ nweta asambodo site n’aghụghọ ma ọ bụ ọrụ onye ọzọ.",
      },
      courses: {
        title: "Kọọsụ na asambodo",
        body: "Mgbe ị debanyere aha na kọọsụ, ị na-enweta ohere nke gị naanị (ị nweghị ike inye onye ọzọ) na nkuzi na ihe enyemaka ya ruo mgbe anyị ka na-enye kọọsụ ahụ ma akaụntụ gị ka mepere emepe. Anyị na-emelite kọọsụ anyị, nke pụtara na a nwere ike ime ka nkuzi ka mma, dochie ha ma ọ bụ hazigharịa ha.\n\nMgbe ị mechara kọọsụ, anyị na-enye asambodo nwere koodu nkwenye pụrụ iche nke onye ọ bụla nwere ike inyocha na saịtị anyị. Asambodo na-akwado na ị mechara kọọsụ anyị; ọ bụghị akwụkwọ ikike gọọmentị ma ọ bụ nzere mahadum. Anyị nwere ike iwepụ asambodo e nwetara site n’aghụghọ ma ọ bụ site na njehie, ibe nkwenye ya ga-ekwukwa otu ahụ.",
      },
      fees: {
        title: "Ụgwọ na ịkwụ ụgwọ",
        body: "Ọtụtụ kọọsụ anyị bụ n’efu. Ebe kọọsụ, ụbọchị ọzụzụ ma ọ bụ ndụmọdụ nwere ụgwọ, a na-egosi ọnụahịa na Naịra Naịjirịa (₦) tupu i kwenye, ọ gụnyekwara VAT ọ bụla metụtara ya. Anyị na-agwa gị otu ị ga-esi kwụọ ụgwọ tupu anara gị ego, ị gaghị akwụ ụgwọ ihe ọ bụla ị na-ekwenyeghị na ya.\n\nỌ bụrụ na i gbanwere obi gị, rịọ ka e weghachite ego gị n’ime ụbọchị 14 i kwụchara ụgwọ: anyị na-eweghachi ego niile ma ọ bụrụ na ị malitebeghị kọọsụ ahụ ma ọ bụ mee ndụmọdụ ahụ, anyị na-elekwa arịrịọ ọ bụla ọzọ anya n’ụzọ ziri ezi. Ọnụahịa nwere ike ịgbanwe, mana ọ bụghị maka ihe ị kwụworo ụgwọ ya.",
      },
      consultations: {
        title: "Ndụmọdụ",
        body: "Arịrịọ ndụmọdụ abụbeghị oge a kwadoro: anyị na-akpọtụrụ gị iji kwado ụbọchị, oge na ụgwọ ọ bụla. Ị nwere ike ịkagbu ma ọ bụ bugharịa ndụmọdụ a kwadoro ma ọ bụrụ na ị gwa anyị ma ọ dịkarịa ala awa 24 tupu oge ahụ.\n\nNdụmọdụ anyị dabere n’ozi i nyere anyị na n’omume ọrụ ugbo dị mma. Nsonaazụ ọrụ ugbo dabekwara na ihu igwe, ụmụ ahụhụ, ahịa, ihe ọrụ ugbo na otu e si mee ihe ndụmọdụ ahụ kwuru, nke anyị na-anaghị achịkwa, ya mere anyị enweghị ike ikwe nkwa owuwe ihe ubi ma ọ bụ ego ọ bụla a kapịrị ọnụ.",
      },
      intellectualProperty: {
        title: "Ikike ihe e ji uche mepụta",
        body: "Kọọsụ, vidiyo, ntuziaka, ederede, ihe osise, akara na sọftụwia nke saịtị a bụ nke {siteName} ma ọ bụ nke ndị nyere anyị ikike. Ị nwere ike ịlele ma budata ha maka ọmụmụ gị na ugbo gị, mana ị gaghị edepụta, ekerịta ma ọ bụ ree ha na-enweghị ikike anyị e dere ede.\n\nA nwere ike iji akwụkwọ nchọpụta na nchịkọta data dị na [ibe nchọpụta](/research) anyị mee ọmụmụ, nchọpụta, nkuzi ndị ọrụ ugbo na nkuzi, gụnyere ndị ọzọ, ma ọ bụrụhaala na ị kpọrọ {siteName} aha dịka ebe o si, ọ gwụla ma faịlụ kwuru ihe ọzọ.\n\nOzi na ihe ị zitere anyị ka bụ nke gị. Ị kwere ka anyị jiri ha zaa gị ma nye ọrụ ị rịọrọ.",
      },
      thirdParties: {
        title: "Njikọ gaa n’ọrụ ndị ọzọ",
        body: "Ụfọdụ bọtịnụ na-emepe ọrụ ndị ọzọ na-arụ, dịka WhatsApp, maapụ, mgbasa ozi ọha, ma ọ bụ ịbanye site na Google na Facebook. Usoro ha na iwu nzuzo ha na-arụ ọrụ ebe ahụ, anyị anaghịkwa aza ajụjụ maka ha.",
      },
      liability: {
        title: "Ọrụ anyị n’ebe ị nọ",
        body: "Anyị na-enye kọọsụ na ndụmọdụ anyị n’ịkpachara anya na nka kwesịrị ekwesị. Anyị na-arụ ọrụ ka saịtị ahụ dịrị ma dịrị ezi, mana mgbe ụfọdụ ọ nwere ike ọ gaghị adị n’ihi mmezi ma ọ bụ nsogbu karịrị ike anyị.\n\nDịka iwu kwere, anyị agaghị aza ajụjụ maka mfu na-abụghị nke ozugbo ma ọ bụ nke a na-atụghị anya ya, dịka uru a na-enwetaghị ma ọ bụ mfu ihe ọkụkụ n’ihi ihu igwe, ụmụ ahụhụ ma ọ bụ ahịa, ma ihe niile anyị ga-aza maka mkpesa ọ bụla agaghị akarị ego ị kwụrụ anyị maka ọrụ ahụ n’ime ọnwa 12 tupu mkpesa ahụ. Ọ dịghị ihe dị n’usoro ndị a na-egbochi ịza ajụjụ maka ọnwụ ma ọ bụ mmerụ ahụ nleghara anya kpatara, maka aghụghọ, ma ọ bụ ihe ọ bụla iwu Naịjirịa na-ekweghị ka e gbochie.",
      },
      changes: {
        title: "Mgbanwe n’usoro ndị a",
        body: "Anyị nwere ike imelite usoro ndị a mgbe ọrụ anyị ma ọ bụ iwu gbanwere. Ụbọchị dị n’elu na-egosi ụdị na-arụ ọrụ ugbu a. Anyị ga-agwa gị maka mgbanwe dị mkpa site na email ma ọ bụ ọkwa na dashbọọdụ gị tupu ha amalite; ọ bụrụ na ị nabataghị ha, ị nwere ike imechi akaụntụ gị.",
      },
      governingLaw: {
        title: "Iwu na-achị na esemokwu",
        body: "Iwu Federal Republic of Nigeria na-achị usoro ndị a. Ọ bụrụ na ị nwere mkpesa, biko buru ụzọ kpọtụrụ anyị: otu a ka e si edozi ọtụtụ nsogbu ngwa ngwa. Esemokwu anyị na-enweghị ike idozi ọnụ nwere ike ịga maka udo na Legọs Multi-Door Courthouse, ma ọ bụghị ya, gaa n’ụlọikpe Steeti Legọs, nke nwere ikike n’elu ya.",
      },
      contact: {
        title: "Kpọtụrụ anyị",
        body: "Ajụjụ gbasara usoro ndị a: dee leta gaa {siteName}, {address}, zitere email na [{email}](mailto:{email}), ma ọ bụ jiri [ibe kpọtụrụ anyị](/contact).",
      },
    },
  },
};

export default ig;
