import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Ayyukanmu",
    description:
      "Ilimi da horarwa, tallafin samarwa, bincike da sabbin dabaru ga manoma da ’yan kasuwar noma a Najeriya.",
  },
  eyebrow: "Ayyukanmu",
  title: "Duk abin da gona ke buƙata don bunƙasa",
  lead: "Ilimi, tallafin samarwa, bincike da sabbin dabaru: hanyoyi huɗu da muke taimaka wa manoma da ’yan kasuwar noma su koyi ƙara yawan amfanin gona.",
  onThisPage: "Ayyuka a wannan shafin",
  whatWeOffer: "Abin da muke bayarwa",
  education: {
    title: "Ilimi da Horarwa",
    text: "Kwasa-kwasai masu amfani da za ka bi a wayarka, da ranakun horarwa ta hannu a gonakin nunawa namu.",
    features: {
      f1: "Kwasa-kwasai a intanet da za ka bi a lokacinka: amfanin gona, dabbobi, fasaha da kasuwancin gona",
      f2: "Gajerun darussa na bidiyo da ke aiki da data ta waya, tare da jagororin da za a sauke",
      f3: "Takardar shaida da za a iya tabbatarwa idan ka gama kwas",
      f4: "Ranakun gona da taron bita a gonar nunawa tamu a Epe",
      f5: "Horarwa ta rukuni ga ƙungiyoyin haɗin gwiwa, NGOs da kamfanoni",
    },
    link: "Duba Makaranta",
  },
  production: {
    title: "Samarwa",
    text: "Tallafi ta hannu don tsarawa, kafawa da gudanar da gona mai albarka, daga gwajin ƙasa na farko zuwa sayarwa ta farko.",
    features: {
      f1: "Tsara gona da zaɓar sana’ar da ta dace da ƙasarka da kuɗinka",
      f2: "Shawara kan amfanin gona, kiwon kaji, kiwon kifi da dabbobi",
      f3: "Tsara ban ruwa, gidan shuka da ma’aji",
      f4: "Samo iri, abincin dabbobi, taki da kayan aiki masu inganci",
      f5: "Kula da amfanin gona bayan girbi da haɗa ka da masu saye",
    },
    link: "Yi magana da mu game da samarwa",
  },
  research: {
    title: "Bincike",
    text: "Bincike a gona da ke amsa tambayoyin manoma, wanda ake wallafawa a buɗe don kowa ya yi amfani da shi.",
    features: {
      f1: "Gwajin irin shuka da hanyoyin shuka a gonakin manoma",
      f2: "Binciken ƙasa da gwaji tare da shawarwarin taki",
      f3: "Nazarin ruwan sama da yanayi don yanke shawarar lokacin shuka",
      f4: "Takardun bincike da bayanai a buɗe, kyauta don saukewa",
      f5: "Haɗin gwiwar bincike da jami’o’i da kamfanoni",
    },
    link: "Duba bincikenmu",
  },
  innovation: {
    title: "Sabbin dabaru",
    text: "Gwada sabbin kayan aiki da hanyoyi tare da manoma, da raba abin da ke aiki da wanda ba ya aiki.",
    features: {
      f1: "Na’urori masu araha, kayan ban ruwa na ɗigo-ɗigo da kayan noma na zamani, da aka gwada a gona",
      f2: "Noma mai jure sauyin yanayi: shuke-shuken rufe ƙasa, barin ragowar amfanin gona, shuka da wuri",
      f3: "Ayyukan gwaji tare da ƙungiyoyin haɗin gwiwa da abokan aiki",
      f4: "Kayan ajiye bayanai da tsari na zamani don ƙananan gonaki",
      f5: "Labarai, taruka da sakamako da aka raba a Tafiyarmu",
    },
    link: "Bi Tafiyarmu",
  },
};

export default ha;
