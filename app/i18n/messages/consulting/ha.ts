import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Shawara",
    description:
      "Shawarar noma a matakai uku – Mafari, Tsaka-tsaki da Ci-gaba – ga gonaki da kamfanonin noma na Najeriya: tsara gonarka, ƙara yawan amfanin gona, sannan ka faɗaɗa, ka sarrafa kuma ka zuba jari.",
  },
  hero: {
    eyebrow: "Shawara",
    title: "Shawarar ƙwararru ga kowane mataki na gonarka",
    lead: "Tsarin ganawarmu yana bin rayuwar sana’ar gona a matakai uku. Fara daga inda kake a yau: kowane mataki yana ginuwa a kan na baya, kuma ƙwararrunmu suna ganawa da kai ta waya, kiran bidiyo ko a gonarka.",
    book: "Nemi ganawa",
    ask: "Yi mana tambaya",
  },
  structure: {
    title: "Tsarin ganawarmu",
    intro:
      "Matakai uku, daga shiri na farko zuwa sana’ar da ta shirya wa masu zuba jari. Zaɓi wanda ya dace da gonarka yanzu.",
  },
  unsure: {
    title: "Ba ka da tabbas wane mataki ya dace da gonarka?",
    text: "Nemi ganawa da tsarin da ya fi kusa da inda kake. Ƙwararrenmu zai fara duba bayananka, kuma zai ba da shawarar wani mataki idan ya fi dacewa da kai.",
    book: "Nemi ganawa",
  },
  card: {
    forWhom: "Ga wa ne: ",
    covers: "Abin da muke koyarwa",
    outcome: "Za ka tafi da: ",
    start: "Fara yanzu",
    startWith: " da tsarin {plan}",
  },
  phases: {
    Beginner: {
      plan: "Mafari",
      phase: "Mataki na 1",
      title: "Fara daidai: tsara gonarka",
      forWhom:
        "Sababbin manoma, waɗanda suka dawo gida da masu zuba jari da ke da ƙasa ko jari amma ba su fara ba tukuna, ko waɗanda ke damina ta farko.",
      summary:
        "Yawancin asarar damina ta farko tana zuwa ne daga shawarwarin da aka yanke kafin shuka: wurin da bai dace ba, amfanin gonar da bai dace da kasuwa ba, ko kasafin kuɗin da ya ƙare kafin girbi. Muna taimaka maka ka yanke waɗannan shawarwari daidai.",
      covers: {
        c1: "Fahimtar ƙasarka: sakamakon gwajin ƙasa, magudanar ruwa, tushen ruwa da hanyar shiga",
        c2: "Zaɓar sana’ar da ta dace da yanayin jiharka da kasuwarka: rogo, masara, kayan lambu, kiwon kaji, kiwon kifi ko haɗaka",
        c3: "Kasafin kuɗin damina ta farko a naira: shirya ƙasa, kayan noma, ma’aikata da kuɗin ajiya",
        c4: "Inda za a sayi ingantaccen iri, ’yan tsaki ko ’ya’yan kifi, da yadda ake gane kayan noma na jabu",
        c5: "Jadawalin shuka ko kiwo da ya dace da ruwan sama",
        c6: "Ajiye bayanai masu sauƙi tun daga rana ta farko: abin da ka kashe, abin da ka girba, abin da ka sayar",
      },
      outcome: "Rubutaccen shirin farawa tare da kasafin kuɗinka, jadawali da jerin kayan noma.",
    },
    Intermediate: {
      plan: "Tsaka-tsaki",
      phase: "Mataki na 2",
      title: "Bunƙasa: ƙara amfanin gona da riba",
      forWhom:
        "Gonakin da suka yi damina ɗaya ko fiye kuma suke son amfanin gona mafi kyau, ƙarancin asara da samun kuɗi mai ɗorewa.",
      summary:
        "Idan gona ta fara aiki, riba tana cikin ƙananan bayanai: ciyar da ƙasa yadda ya kamata, dakatar da kwari da wuri, rage asara bayan girbi da sayarwa a lokaci da farashi masu kyau.",
      covers: {
        c1: "Nazarin damina da ta wuce: amfanin gona a kowace hekta, kuɗin kowane abu da inda kuɗi ya zube",
        c2: "Tsarin taki daga gwajin ƙasa, tare da zaɓuɓɓukan taki na halitta, da haɗaɗɗen yaƙi da kwari da cututtuka",
        c3: "Noman rani: ban ruwa na ɗigo-ɗigo, tsarin shayarwa da girman famfo",
        c4: "Rage asara bayan girbi: busarwa, ajiya, buhunan da ba sa shigar da iska da sarrafawa mai sauƙi",
        c5: "Sayarwa mafi kyau: masu sayen amfanin gona, masu tara kaya, ƙungiyoyin haɗin gwiwa da noman kwangila",
        c6: "Kula da ma’aikatan gona da ajiye bayanan da banki ko ƙungiyar haɗin gwiwa za su karɓa",
      },
      outcome: "Shirin ingantawa tare da burin kowace hekta da jerin ayyuka na kowace damina.",
    },
    Advanced: {
      plan: "Ci-gaba",
      phase: "Mataki na 3",
      title: "Faɗaɗa: ƙara girma, sarrafa kuma zuba jari",
      forWhom:
        "Manyan gonakin kasuwanci, ƙungiyoyin haɗin gwiwa da kamfanonin noma da suka shirya faɗaɗawa, ƙara sarrafawa ko neman kuɗi.",
      summary:
        "Faɗaɗawa tana ninka riba da haɗari. Muna taimaka maka ka gwada lissafi kafin ka tsunduma, ka zaɓi kayan aiki masu dacewa kuma ka gina sana’ar da masu ba da rance da masu zuba jari za su amince da ita.",
      covers: {
        c1: "Nazarin yiwuwar sabuwar ƙasa, sabuwar sana’a ko layin sarrafawa",
        c2: "Injinan noma da kayan noma na zamani da ke biyan kansu: na’urori, manhajar kula da gona, famfunan hasken rana",
        c3: "Ƙara daraja: garri, garin rogo, niƙa abincin dabbobi, gasa kifi da shiryawa",
        c4: "Ƙa’idoji da izini don abincin da aka sarrafa da kasuwannin ƙetare",
        c5: "Tsare-tsaren kasuwanci da suka shirya wa masu zuba jari, neman rance da inshorar gona daga haɗarin yanayi",
        c6: "Hanyoyin noma masu jure sauyin yanayi da ɗorewa da ke kare ƙasarka da sunanka",
      },
      outcome: "Taswirar bunƙasa tare da hasashen kuɗi da za ka iya kai wa banki ko mai zuba jari.",
    },
  },
};

export default ha;
