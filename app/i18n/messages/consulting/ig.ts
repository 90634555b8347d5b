import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Ndụmọdụ",
    description:
      "Ndụmọdụ ọrụ ugbo n’ọkwa atọ – Mmalite, Etiti na Elu – maka ugbo na azụmahịa ugbo na Naịjirịa: hazie ugbo gị, mee ka owuwe ihe ubi baa ụba, wee gbasaa, hazie ngwaahịa ma tinye ego.",
  },
  hero: {
    eyebrow: "Ndụmọdụ",
    title: "Ndụmọdụ ọkachamara maka ọkwa ọ bụla nke ugbo gị",
    lead: "Usoro ndụmọdụ anyị na-eso ndụ azụmahịa ugbo n’ọkwa atọ. Malite ebe ị nọ taa: ọkwa ọ bụla na-ewu n’elu nke bu ya ụzọ, ndị ọkachamara anyị na-ahụkwa gị site na ekwentị, oku vidiyo ma ọ bụ n’ugbo gị.",
    book: "Debe oge ndụmọdụ",
    ask: "Jụọ anyị ajụjụ",
  },
  structure: {
    title: "Usoro ndụmọdụ anyị",
    intro:
      "Ọkwa atọ, site n’atụmatụ mbụ ruo azụmahịa dị njikere maka ndị na-etinye ego. Họrọ nke kwekọrọ n’ugbo gị ugbu a.",
  },
  unsure: {
    title: "Ị maghị ọkwa kwesịrị ugbo gị?",
    text: "Debe oge na atụmatụ kacha nso ebe ị nọ. Ọkachamara anyị ga-ebu ụzọ lee nkọwa gị, ma tụọ aro ọkwa ọzọ ma ọ bụrụ na ọ ka kwesị gị.",
    book: "Debe oge ndụmọdụ",
  },
  card: {
    forWhom: "Onye ọ bụ maka ya: ",
    covers: "Ihe anyị na-akụzi",
    outcome: "Ihe ị ga-eji pụọ: ",
    start: "Malite ugbu a",
    startWith: " na atụmatụ {plan}",
  },
  phases: {
    Beginner: {
      plan: "Mmalite",
      phase: "Ọkwa 1",
      title: "Malite nke ọma: hazie ugbo gị",
      forWhom:
        "Ndị ọrụ ugbo ọhụrụ, ndị lọtara n’ụlọ na ndị na-etinye ego nwere ala ma ọ bụ ego ma ha amalitebeghị, ma ọ bụ ndị nọ n’oge ọrụ ugbo mbụ ha.",
      summary:
        "Ọtụtụ mfu n’oge mbụ na-esite na mkpebi e mere tupu a kụọ ihe: ebe na-ekwesịghị, ihe ọkụkụ na-ekwekọghị n’ahịa, ma ọ bụ ego gwụrụ tupu owuwe ihe ubi. Anyị na-enyere gị aka ime mkpebi ndị ahụ nke ọma.",
      covers: {
        c1: "Ịghọta ala gị: nsonaazụ ule ala, otu mmiri si agbapụ, ebe mmiri si abịa na ụzọ e si abata",
        c2: "Ịhọrọ azụmahịa kwesịrị ihu igwe steeti gị na ahịa gị: akpụ, ọka, akwụkwọ nri, ịzụ ọkụkọ, ịzụ azụ ma ọ bụ ngwakọta",
        c3: "Mmefu ego oge mbụ na naịra: ịkwadebe ala, ihe ọrụ ugbo, ụgwọ ndị ọrụ na ego nchekwa",
        c4: "Ebe ị ga-azụta mkpụrụ a kwadoro, ụmụ ọkụkọ gbara otu ụbọchị ma ọ bụ ụmụ azụ, na otu esi amata ihe adịgboroja",
        c5: "Kalenda ịkụ ihe ma ọ bụ ịzụ anụ kwekọrọ na mmiri ozuzo",
        c6: "Ndekọ dị mfe site n’ụbọchị mbụ: ihe i mefuru, ihe i wetara, ihe i rere",
      },
      outcome: "Atụmatụ mmalite e dere ede, ya na mmefu ego gị, kalenda na ndepụta ihe ọrụ.",
    },
    Intermediate: {
      plan: "Etiti",
      phase: "Ọkwa 2",
      title: "Too: mee ka owuwe ihe ubi na uru baa ụba",
      forWhom:
        "Ugbo rụrụ otu oge ma ọ bụ karịa nke chọrọ owuwe ihe ubi ka mma, mfu dị ala na ego na-abata mgbe niile.",
      summary:
        "Mgbe ugbo na-arụ ọrụ, uru dị na obere ihe: inye ala nri nke ọma, ịkwụsị ụmụ ahụhụ n’oge, ibelata mfu mgbe owuwe gachara na ire ere n’oge na ọnụahịa kwesịrị ekwesị.",
      covers: {
        c1: "Nyocha oge gara aga: owuwe ihe ubi n’otu hekta, ọnụ ahịa otu ihe na ebe ego si agbapụ",
        c2: "Atụmatụ fatịlaịza site n’ule ala, ya na nhọrọ fatịlaịza sitere n’okike, na njikwa ụmụ ahụhụ na ọrịa ọnụ",
        c3: "Ọrụ ugbo n’oge ọkọchị: mmiri ntapu, oge a ga-agba mmiri na ịhọrọ nha igwe mmiri",
        c4: "Ibelata mfu mgbe owuwe gachara: ịkpọ nkụ, nchekwa, akpa ikuku anaghị abanye na nhazi dị mfe",
        c5: "Ire ere nke ọma: ndị na-azụ n’ọtụtụ, ndị na-achịkọta ngwaahịa, ndị otu mmekọ na ọrụ ugbo nkwekọrịta",
        c6: "Ijikwa ndị ọrụ ugbo na idebe ndekọ ụlọ akụ ma ọ bụ ndị otu mmekọ ga-anabata",
      },
      outcome:
        "Atụmatụ mmezi nwere ebumnuche maka hekta ọ bụla na ndepụta ihe a ga-eme n’oge ọ bụla.",
    },
    Advanced: {
      plan: "Elu",
      phase: "Ọkwa 3",
      title: "Gbasaa: too, hazie ngwaahịa ma tinye ego",
      forWhom:
        "Ugbo azụmahịa buru ibu, ndị otu mmekọ na azụmahịa ugbo dị njikere ịgbasa, ịgbakwunye nhazi ngwaahịa ma ọ bụ ịchọ ego.",
      summary:
        "Ịgbasa na-amụba ma uru ma ihe egwu. Anyị na-enyere gị aka ịnwale ọnụọgụgụ tupu i tinye ego, ịhọrọ ngwaọrụ ziri ezi ma wuo azụmahịa ndị na-agbazinye ego na ndị na-etinye ego ga-atụkwasị obi.",
      covers: {
        c1: "Nyocha ma ala ọhụrụ, azụmahịa ọhụrụ ma ọ bụ ebe nhazi ngwaahịa ọ ga-aga nke ọma",
        c2: "Igwe ọrụ ugbo na ngwaọrụ ugbo ọgbara ọhụrụ na-akwụ ụgwọ onwe ha: ihe mmetụta, sọftwịa njikwa ugbo, igwe mmiri anyanwụ",
        c3: "Ịgbakwunye uru: garị, ntụ ọka akpụ, igwe nri anụ, ịkpọ azụ ọkụ na ngwugwu",
        c4: "Ụkpụrụ na ikike maka nri a haziri na maka ahịa mba ọzọ",
        c5: "Atụmatụ azụmahịa dị njikere maka ndị na-etinye ego, arịrịọ mbinye ego na mkpuchi ugbo megide ihe egwu ihu igwe",
        c6: "Ọrụ ugbo kwekọrọ na ihu igwe ma na-echekwa ala, nke na-echebe ala gị na aha gị",
      },
      outcome:
        "Atụmatụ uto nwere amụma ego ị nwere ike iburu gaa n’ụlọ akụ ma ọ bụ onye na-etinye ego.",
    },
  },
};

export default ig;
