import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Game da mu",
    description:
      "{siteName} makarantar horarwa ce da kamfanin shawara kan noma a Legas, Najeriya: manufarmu, hangen nesanmu, ƙa’idojinmu da abin da muka cim ma tare da manoma a faɗin ƙasar.",
  },
  hero: {
    eyebrow: "Game da {siteName}",
    title: "Muna taimaka wa manoman Najeriya su ƙara samu, kuma su yi noma mai kyau.",
    lead: "{siteName} makarantar horarwa ce da kamfanin shawara kan noma a Legas. Masana aikin gona, likitocin dabbobi da injiniyoyinmu, da yawa daga cikinsu manoma ne su ma, suna koyar da ƙananan manoma da ’yan kasuwar noma a faɗin Najeriya ta intanet, a gona da kuma mutum ɗaya-ɗaya.",
  },
  purpose: {
    title: "Manufarmu da hangen nesanmu",
    mission: {
      title: "Manufarmu",
      text: "Mu ba manoma ƙwarewa mai amfani, fasahar da aka tabbatar da ita da shawara ta gaskiya, don su ƙara samu daga gonar da suke da ita, su ƙara samun kuɗi daga gare ta, kuma su bar ƙasar cikin ƙoshin lafiya fiye da yadda suka same ta.",
    },
    vision: {
      title: "Hangen nesanmu",
      text: "Najeriya inda kowane manomi yake da ilimi da goyon baya don ciyar da ƙasa cikin riba da ɗorewa, kuma inda matasa ke zaɓar noma da alfahari.",
    },
  },
  slogan: {
    title: "Taken mu",
    text: "Ilimin da za ka iya amfani da shi nan take, wanda ake auna shi da kwanduna, buhuna da tan-tan daga gonarka.",
  },
  brand: {
    eyebrow: "Alamominmu",
    title: "Ma’anar tambarinmu",
    intro: "Ƙaramin tsiro da ke fitowa daga gonar da aka nome ƙarƙashin rana ta girbi.",
    sprout: {
      title: "Tsiro",
      text: "Girma da ke farawa ƙarami: ganyayensa biyu su ne koyo da aiki.",
    },
    sun: {
      title: "Rana",
      text: "Ƙarfin da kowane girbi ya dogara da shi, da kuma fatan sabuwar damina.",
    },
    field: {
      title: "Gona",
      text: "Ƙasar kanta, wadda muke koya wa manoma su kula da ita don ta ci gaba da bayarwa.",
    },
  },
  achievements: {
    eyebrow: "Nasarori",
    title: "Abin da muka cim ma tare",
    loading: "Ana loda nasarori...",
  },
  values: {
    eyebrow: "Abin da ke jagorantar mu",
    title: "Ƙa’idojinmu",
    practical: {
      title: "Ilimi mai amfani",
      text: "Abin da ke aiki a gonar Najeriya ta gaske, da kayan aiki da kuɗin da manoma suke da su.",
    },
    sustainability: {
      title: "Ɗorewa",
      text: "Girbi mai kyau a wannan damina ba tare da cutar da ƙasa, ruwa ko zuriya mai zuwa ba.",
    },
    integrity: {
      title: "Gaskiya",
      text: "Shawara ta gaskiya: muna ba da shawarar abin da za mu yi a gonakinmu kaɗai.",
    },
    innovation: {
      title: "Sabbin dabaru",
      text: "Ana fara gwada sabbin kayan aiki a gona, don mu raba abin da ke kawo riba da gaske kaɗai.",
    },
    community: {
      title: "Al’umma",
      text: "Manoma sun fi koyo da sauri daga sauran manoma: a aji, a gona da kuma a WhatsApp.",
    },
    excellence: {
      title: "Ƙwarewa",
      text: "Muna auna kanmu da sakamakon da ke gonakin ɗalibanmu.",
    },
  },
  services: {
    eyebrow: "Ayyukan da muke bayarwa",
    title: "Yadda za mu taimaka maka",
    all: "Duk ayyukanmu",
  },
  cta: {
    title: "Bunƙasa tare da mu",
    join: "Shiga Makaranta",
    book: "Nemi ganawa",
    text: "Fara kwas a wayarka yau, ko ka nemi ƙwararre ya taimaka maka ka tsara damina mai zuwa.",
  },
};

export default ha;
