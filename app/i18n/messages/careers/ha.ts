import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Ayyukan yi",
    description:
      "Yi aiki tare da mu a fannin aikin gona, horarwa, faɗakar da manoma, kasuwancin noma ko fasaha, ka taimaka wa manoman Najeriya su koyi ƙara yawan amfanin gona.",
  },
  mailSubject: "Neman aiki – {siteName}",
  hero: {
    eyebrow: "Ayyukan yi",
    title: "Bunƙasa aikinka tare da {siteName}",
    lead: "Mu masana aikin gona ne, masu horarwa, jami’an faɗakarwa, masu ba da shawarar kasuwanci da injiniyoyi da ke taimaka wa manoman Najeriya su koyi ƙara yawan amfanin gona. Idan irin wannan aiki kake son yi, muna son jin ta bakinka.",
    contactHr: "Tuntuɓi sashen ma’aikata",
  },
  why: {
    eyebrow: "Dalilin aiki tare da mu",
    title: "Aiki mai muhimmanci, a gona da kuma a intanet",
    families: {
      title: "Aikin da ke ciyar da iyalai",
      text: "Kowane kwas da ka taimaka aka gina da kowace ziyarar gona da ka yi yana taimaka wa manomi ya ƙara samu da ƙara kuɗi. Za ka ga sakamakon a gonaki da kuma a labaran da ɗalibanmu ke aiko mana.",
    },
    fieldDigital: {
      title: "Gona da intanet, tare",
      text: "Muna koyarwa a intanet da kuma a gonakin nunawa. Ma’aikatanmu suna tafiya tsakanin allon waya da gona, don aikinka ya kasance mai amfani kuma kusa da manoman da yake yi wa hidima.",
    },
    learn: {
      title: "Koyo yayin aiki",
      text: "Kowane ma’aikaci zai iya ɗaukar kowane kwas ɗinmu kyauta, yana shiga ranakun gona da taron bita, kuma yana samun lokaci kowane wata uku don horarwar da ya zaɓa.",
    },
    team: {
      title: "Ƙaramar ƙungiya mai sauraro",
      text: "Masana aikin gona, masu horarwa, masu ba da shawarar kasuwanci da injiniyoyi suna zama a taro ɗaya. Ana gwada sabbin dabaru da sauri, kuma sunan kowa yana kan abin da muka wallafa tare.",
    },
  },
  areas: {
    eyebrow: "Inda muke ɗaukar ma’aikata",
    title: "Fannonin da muke ɗaukar ma’aikata",
    intro:
      "Muna ɗaukar ma’aikata a fannoni biyar. Guraben aiki suna buɗewa yayin da shirye-shiryenmu ke girma, kuma muna ajiye neman aiki masu kyau don gurbi na gaba.",
    typicalRoles: "Ayyukan da aka saba",
    agronomy: {
      title: "Aikin gona",
      text: "Ƙwararru kan amfanin gona da dabbobi da ke tsara gwaje-gwajenmu, suna amsa tambayoyin manoma a ganawa kuma suna tabbatar da ingancin kwasa-kwasanmu.",
      roles: { r1: "Masanin aikin gona", r2: "Masanin ƙasa", r3: "Jami’in lafiyar dabbobi" },
    },
    training: {
      title: "Horarwa",
      text: "Masu horarwa da masu shirya kwasa-kwasai da ke mayar da kyawawan hanyoyin noma zuwa darussa, bidiyo da jagorori masu sauƙi da ke aiki a waya da a gona.",
      roles: { r1: "Mai horar da kwas", r2: "Mai tsara darussa", r3: "Mai shirya bidiyo" },
    },
    extension: {
      title: "Faɗakar da manoma",
      text: "Jami’an gona da ke ziyartar gonaki, suna gudanar da ranakun gona tare da ƙungiyoyin haɗin gwiwa kuma suna kawo tambayoyin manoma ga ƙungiyar. Iya harsunan gida babbar fa’ida ce.",
      roles: {
        r1: "Jami’in faɗakarwa",
        r2: "Mai shirya ranakun gona",
        r3: "Mai haɗa kan al’umma",
      },
    },
    agribusiness: {
      title: "Kasuwancin noma",
      text: "Masu ba da shawara da ke taimaka wa manoma su ajiye bayanai, su tsara kuɗi, su isa ga masu saye kuma su mayar da gona sana’a.",
      roles: {
        r1: "Mai ba da shawarar kasuwancin noma",
        r2: "Jami’in haɗa kasuwa",
        r3: "Mataimakin haɗin gwiwa",
      },
    },
    technology: {
      title: "Fasaha",
      text: "Injiniyoyi da masana bayanai da ke gina dandalin koyonmu kuma suna kawo na’urori, ban ruwa da bayanan gona ga ƙananan manoma a farashin da ke kawo riba.",
      roles: {
        r1: "Mai haɓaka shafukan yanar gizo",
        r2: "Mai nazarin bayanai",
        r3: "Injiniyan ban ruwa da IoT",
      },
    },
    other: {
      title: "Kana da wata ƙwarewa?",
      text: "Kuɗi, sadarwa, jigilar kaya ko wani abu da ba mu yi tunani ba: idan yana taimaka wa manoma, gaya mana.",
      link: "Aika neman aiki a buɗe",
    },
  },
  how: {
    eyebrow: "Yadda muke ɗaukar ma’aikata",
    title: "Matakai huɗu, babu ba-zata",
    intro:
      "Muna sa ɗaukar ma’aikata ya zama gajere kuma mai adalci, kuma muna amsa kowace takardar neman aiki.",
    step: "Mataki na {number}: ",
    cv: {
      title: "Aika CV ɗinka",
      text: "Aika CV ɗinka ta imel tare da ɗan gajeren bayani kan fannin da kake so da abin da za ka kawo wa manoma. Babu fom da za ka cike.",
    },
    conversation: {
      title: "Tattaunawa ta farko",
      text: "Idan ƙwarewarka ta dace da buƙatarmu ta yanzu ko mai zuwa, za mu kira ka don tattaunawa ta minti 30 game da aikinka da abin da kake nema.",
    },
    task: {
      title: "Aiki a aikace",
      text: "Za ka shirya wani abu mai kama da ainihin aikin: gajeren darasi, shirin ziyarar gona, kasafin kuɗin gona ko ɗan ƙaramin code. Muna biyan kuɗin duk wata tafiya zuwa wuraren aikinmu.",
    },
    decide: {
      title: "Haɗu da ƙungiyar ka yanke shawara",
      text: "Za ka haɗu da mutanen da za ka yi aiki tare da su ka tambaye su komai. Muna yanke shawara da sauri kuma muna gaya wa kowane mai nema sakamakon, ko yaya yake.",
    },
    welcome:
      "Muna maraba da neman aiki daga mata, daga masu nakasa da kuma daga kowane sashe na Najeriya, kuma muna la’akari da ’yan NYSC da ɗalibai don horon aiki. Ba mu taɓa neman kuɗi daga masu neman aiki a kowane mataki ba: ka sanar da mu duk irin wannan buƙata.",
  },
  apply: {
    title: "Kana shirye ka nema?",
    before: "Aika CV ɗinka zuwa",
    after: "ka gaya mana fannin da kake son yin aiki a ciki.",
    contactHr: "Tuntuɓi sashen ma’aikata",
  },
};

export default ha;
