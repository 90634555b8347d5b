import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Ọrụ n’aka anyị",
    description:
      "Soro anyị rụọ ọrụ na sayensị ihe ọkụkụ, ọzụzụ, nduzi ndị ọrụ ugbo, azụmahịa ugbo ma ọ bụ teknụzụ, ma nyere ndị ọrụ ugbo Naịjirịa aka ịmụta ịmịpụta karịa.",
  },
  mailSubject: "Ajụjụ maka ọrụ – {siteName}",
  hero: {
    eyebrow: "Ọrụ n’aka anyị",
    title: "Too n’ọrụ gị na {siteName}",
    lead: "Anyị bụ ndị ọkachamara ihe ọkụkụ, ndị nkuzi, ndị nduzi ndị ọrụ ugbo, ndị ndụmọdụ azụmahịa na ndị injinia na-enyere ndị ọrụ ugbo Naịjirịa aka ịmụta ịmịpụta karịa. Ọ bụrụ na ọ bụ ụdị ọrụ ahụ ka ị chọrọ ịrụ, anyị ga-achọ ịnụ olu gị.",
    contactHr: "Kpọtụrụ ngalaba ndị ọrụ",
  },
  why: {
    eyebrow: "Ihe kpatara i ji soro anyị rụọ ọrụ",
    title: "Ọrụ bara uru, n’ugbo na n’ịntanetị",
    families: {
      title: "Ọrụ na-azụ ezinụlọ",
      text: "Kọọsụ ọ bụla i nyere aka wuo na nleta ugbo ọ bụla i mere na-enyere onye ọrụ ugbo aka ịmịpụta karịa na inweta ego karịa. Ị ga-ahụ nsonaazụ ya n’ubi na n’akụkọ ụmụ akwụkwọ anyị na-ezitere anyị.",
    },
    fieldDigital: {
      title: "Ugbo na ịntanetị, ọnụ",
      text: "Anyị na-akụzi n’ịntanetị na n’ugbo ngosi. Ndị ọrụ anyị na-agagharị n’etiti ihuenyo ekwentị na ugbo, ka ọrụ gị bụrụ nke bara uru ma dịrị nso ndị ọrụ ugbo ọ na-ejere ozi.",
    },
    learn: {
      title: "Mụta ka ị na-arụ ọrụ",
      text: "Onye ọ bụla n’otu anyị nwere ike ịgụ kọọsụ anyị ọ bụla n’efu, na-esonye n’ụbọchị ugbo na ọmụmụ ihe anyị, ma na-enweta oge kwa ọnwa atọ maka ọzụzụ ọ họọrọ.",
    },
    team: {
      title: "Obere otu na-ege ntị",
      text: "Ndị ọkachamara ihe ọkụkụ, ndị nkuzi, ndị ndụmọdụ azụmahịa na ndị injinia na-anọkọ n’otu nzukọ. A na-anwale echiche ọhụrụ ngwa ngwa, aha onye ọ bụla dịkwa n’ihe anyị bipụtara ọnụ.",
    },
  },
  areas: {
    eyebrow: "Ebe anyị na-ewe ndị ọrụ",
    title: "Ngalaba anyị na-ewe ndị ọrụ",
    intro:
      "Anyị na-ewe ndị ọrụ na ngalaba ise. Ọrụ na-emeghe ka mmemme anyị na-eto, anyị na-edobekwa arịrịọ dị mma maka ohere na-esote.",
    typicalRoles: "Ọrụ a na-ahụkarị",
    agronomy: {
      title: "Sayensị ihe ọkụkụ",
      text: "Ndị ọkachamara ihe ọkụkụ na anụ ụlọ na-ahazi nnwale anyị, na-aza ajụjụ ndị ọrụ ugbo na ndụmọdụ ma na-eme ka kọọsụ anyị bụrụ eziokwu.",
      roles: { r1: "Ọkachamara ihe ọkụkụ", r2: "Ọkà mmụta ala", r3: "Onye ọrụ ahụike anụmanụ" },
    },
    training: {
      title: "Ọzụzụ",
      text: "Ndị nkuzi na ndị na-emepụta kọọsụ na-eme ka ezi omume ghọọ nkuzi, vidiyo na ntụziaka doro anya na-arụ ọrụ na ekwentị na n’ubi.",
      roles: { r1: "Onye nkuzi kọọsụ", r2: "Onye nhazi nkuzi", r3: "Onye na-emepụta vidiyo" },
    },
    extension: {
      title: "Nduzi ndị ọrụ ugbo",
      text: "Ndị ọrụ ubi na-eleta ugbo, na-eme ụbọchị ugbo ya na ndị otu mmekọ ma na-eweghachi ajụjụ ndị ọrụ ugbo n’otu anyị. Ịma asụsụ obodo bụ uru dị ukwuu.",
      roles: {
        r1: "Onye nduzi ndị ọrụ ugbo",
        r2: "Onye nhazi ụbọchị ugbo",
        r3: "Onye na-eduzi obodo",
      },
    },
    agribusiness: {
      title: "Azụmahịa ugbo",
      text: "Ndị ndụmọdụ na-enyere ndị ọrụ ugbo aka idebe ndekọ, ịhazi ego, iru ndị na-azụ ahịa na ime ka ugbo ghọọ azụmahịa.",
      roles: {
        r1: "Onye ndụmọdụ azụmahịa ugbo",
        r2: "Onye na-ejikọ ahịa",
        r3: "Onye enyemaka mmekọ",
      },
    },
    technology: {
      title: "Teknụzụ",
      text: "Ndị injinia na ndị data na-ewu ikpo okwu mmụta anyị ma na-ewetara obere ndị ọrụ ugbo ihe mmetụta, mmiri ugbo na data ugbo n’ọnụahịa na-eweta uru.",
      roles: { r1: "Onye mmepe weebụ", r2: "Onye nyocha data", r3: "Injinia mmiri ugbo na IoT" },
    },
    other: {
      title: "Ị nwere nkà ọzọ?",
      text: "Ego, nkwukọrịta, ibuga ngwaahịa ma ọ bụ ihe anyị echebeghị: ọ bụrụ na ọ na-enyere ndị ọrụ ugbo aka, gwa anyị gbasara ya.",
      link: "Zite arịrịọ ọrụ n’ozuzu",
    },
  },
  how: {
    eyebrow: "Otu anyị si ewe ndị ọrụ",
    title: "Nzọụkwụ anọ, enweghị ihe ijuanya",
    intro: "Anyị na-eme ka iwe ndị ọrụ dị mkpụmkpụ ma kwụ ọtọ, anyị na-azakwa arịrịọ ọ bụla.",
    step: "Nzọụkwụ {number}: ",
    cv: {
      title: "Zite CV gị",
      text: "Zite CV gị site na email ya na obere ederede gbasara ngalaba masịrị gị na ihe ị ga-ewetara ndị ọrụ ugbo. Enweghị fọm ị ga-ejupụta.",
    },
    conversation: {
      title: "Mkparịta ụka mbụ",
      text: "Ọ bụrụ na ahụmịhe gị kwekọrọ na mkpa anyị nwere ugbu a ma ọ bụ n’oge na-adịghị anya, anyị ga-akpọ gị maka mkparịta ụka nkeji 30 gbasara ọrụ gị na ihe ị na-achọ.",
    },
    task: {
      title: "Ọrụ omume",
      text: "Ị ga-akwadebe ihe yiri ezigbo ọrụ ahụ: obere nkuzi, atụmatụ nleta ugbo, mmefu ego ugbo ma ọ bụ obere koodu. Anyị na-akwụ ụgwọ njem ọ bụla gaa ebe anyị na-arụ ọrụ.",
    },
    decide: {
      title: "Zute otu anyị ma kpebie",
      text: "Ị ga-ezute ndị gị na ha ga-arụ ọrụ ma jụọ ha ihe ọ bụla. Anyị na-ekpebi ngwa ngwa ma gwa onye ọ bụla tinyere akwụkwọ nsonaazụ ya, ihe ọ bụla ọ bụ.",
    },
    welcome:
      "Anyị na-anabata arịrịọ sitere n’aka ụmụ nwanyị, ndị nwere nkwarụ na site n’akụkụ ọ bụla nke Naịjirịa, anyị na-atụlekwa ndị NYSC na ụmụ akwụkwọ maka ọrụ mmụta. Anyị anaghị arịọ ndị na-achọ ọrụ ego n’oge ọ bụla: kọọrọ anyị arịrịọ ọ bụla dị otu ahụ.",
  },
  apply: {
    title: "Ị dịla njikere itinye akwụkwọ?",
    before: "Zite CV gị na",
    after: "ma gwa anyị ngalaba ị ga-achọ ịrụ ọrụ na ya.",
    contactHr: "Kpọtụrụ ngalaba ndị ọrụ",
  },
};

export default ig;
