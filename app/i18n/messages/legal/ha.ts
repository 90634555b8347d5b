import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  privacy: {
    title: "Manufar sirri",
    metaDescription:
      "Yadda muke tattarawa, amfani da kuma kare bayananka na kanka ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023, da yadda za ka yi amfani da haƙƙoƙinka.",
    intro:
      "Wannan manufa tana bayyana yadda {siteName} ke tattarawa da amfani da bayanan mutum idan ka ziyarci shafinmu, ka buɗe asusu, ka yi kwas, ka nemi ganawa ko ka tuntuɓe mu, bisa Dokar Kare Bayanai ta Najeriya ta 2023 (NDPA). Don Allah ka karanta [Sharuɗɗan amfani](/terms-of-service) ɗinmu ma.",
    sections: {
      whoWeAre: {
        title: "Su wane ne mu",
        body: '{siteName} makarantar horarwa da shawarwari kan noma ce da ke Legas, Najeriya. Game da bayanan mutum da wannan manufa ta ambata, {siteName} ne mai kula da bayanai ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023 ("NDPA"): mu ne muke yanke shawarar dalili da yadda ake amfani da bayananka, kuma mu ke da alhakinsu.\n\n- **Adireshi:** {address}\n- **Imel don tambayoyin sirri:** [{email}](mailto:{email}?subject=Data protection request)\n\nJami’inmu na kare bayanai yana kula da kowace buƙatar sirri da aka aiko zuwa wannan adireshi. Wannan manufa tana bayyana abin da muke tattarawa, dalili, tsawon lokacin da muke ajiye shi da haƙƙoƙin da kake da su.',
      },
      whatWeCollect: {
        title: "Bayanan mutum da muke tattarawa",
        body: "Muna tattara abin da muke bukata kawai don ba da ayyukanmu:\n\n- **Asusunka:** cikakken suna, adireshin imel, lambar waya, kalmar sirri (ana ajiye ta ne kawai a matsayin lambar sirri mai hanya ɗaya, babu wanda zai iya karanta ta), matsayinka, yanayin asusu, da ranakun da ka yi rajista da lokacin da ka canza bayananka na ƙarshe. Idan ka shiga ta Google ko Facebook, muna karɓar sunanka, adireshin imel da hoton bayaninka daga wannan sabis.\n- **Karatunka:** kwasa-kwasan da ka shiga, darussan da ka kammala, lokacin kallo, ci gaba da maki, takardun shaida da aka ba ka, sanarwarka da yadda ka saita su.\n- **Buƙatun ganawa:** suna, imel, waya, girman gona, amfanin gona, shirin da ka zaɓa, ranar da lokacin da kake so, saƙonka, da matsayin buƙatar.\n- **Saƙonnin tuntuɓa:** suna, imel, waya, kamfani, batu da saƙonka.\n- **Bayanan fasaha:** adireshin IP ɗinka da bayanan burauzarka idan ka shiga ko ka aika fom, don kiyaye asusu da hana saƙonnin banza da cin zarafi, da gajerun bayanan sabar na shafukan da aka buɗe.\n\nBa ma neman bayanai masu muhimmanci na sirri (kamar lafiya, addini ko zanen yatsa) kuma muna roƙonka kada ka saka su a cikin saƙonni. Ba ma karɓar bayanan kati: idan akwai sabis na biya, za a bayyana yadda biyan zai kasance a lokacin sayen.",
      },
      purposes: {
        title: "Dalilin amfani da su da kuma tushen doka",
        body: "Sashe na 25 na NDPA ya lissafa tushen doka na sarrafa bayanai. Ga waɗanda muke amfani da su:\n\n- **Don buɗewa da gudanar da asusunka, ba da kwasa-kwasai, bin ci gabanka da ba da takardun shaida**: cika yarjejeniyarmu da kai.\n- **Don kula da buƙatar ganawarka ko saƙon tuntuɓa da amsa maka**: matakan da ka roƙe mu mu ɗauka kafin yarjejeniya, da cika wannan yarjejeniya.\n- **Don aika imel na sabis** (tabbatar da imel ɗinka, sake saita kalmar sirri, tabbatarwa, labaran takardar shaida da na ganawa): cika yarjejeniyarmu.\n- **Don kiyaye tsaron shafin**, hana zamba, saƙonnin banza da amfani mara kyau, da gyara matsaloli: halaltacciyar bukatarmu, da aka daidaita da haƙƙoƙinka.\n- **Don ajiye bayanan lissafi da haraji** da amsa buƙatun hukumomi na halal: bin wajibcin doka.\n- **Sanarwar da ba dole ba** da kake kunnawa ko kashewa a saitunanka: yardarka, wadda za ka iya janyewa a kowane lokaci.\n\nBa ma sayar da bayananka, ba ma amfani da su don talla, kuma ba ma yanke wani hukunci game da kai ta hanyar na’ura kaɗai.",
      },
      sharing: {
        title: "Da wa muke raba su",
        body: "Muna raba bayanan mutum ne kawai inda ake bukata, kuma ba ma sayar da su:\n\n- **Masu ba mu sabis** da ke ɗaukar shafinmu da rumbun bayananmu kuma suke aika imel ɗinmu. Suna aiki bisa umarninmu ƙarƙashin rubutattun yarjejeniyoyi da suka wajabta musu kiyaye bayananka cikin tsaro da sirri.\n- **Duba takardar shaida:** duk wanda ka ba lambar tantance takardar shaidarka zai iya tabbatar da sunanka, kwas ɗin da ranar da aka bayar.\n- **Hukumomi**, idan doka ta buƙata ko don kare haƙƙoƙi da tsaron ɗalibanmu, ma’aikatanmu ko jama’a.\n\nIdan mai ba da sabis yana ajiye ko sarrafa bayanai a wajen Najeriya, muna tura su ne kawai yadda Kashi na VIII na NDPA ya ba da dama: zuwa ƙasar da ke da isasshen kariya, ko da matakan kariya masu dacewa kamar sharuɗɗan yarjejeniya.",
      },
      retention: {
        title: "Tsawon lokacin da muke ajiye su",
        body: "- **Bayanan asusu da na karatu**: muddin asusunka a buɗe yake. Idan ka share asusunka, muna share bayaninka, kwasa-kwasan da ka shiga, ci gaba, takardun shaida da sanarwa nan take.\n- **Buƙatun ganawa**: har zuwa shekara shida bayan ganawar, a matsayin bayanan kasuwanci da haraji. Bayan an share asusu, ana ajiye su ba tare da wata alaƙa da shi ba.\n- **Saƙonnin tuntuɓa**: har zuwa shekara biyu bayan amsarmu ta ƙarshe, sai dai idan sun kai ga yarjejeniya.\n- **Bayanan tsaro da na sabar**: ba fiye da kwana 90 ba, sai dai idan ana bukatar su don binciken wani lamari.",
      },
      yourRights: {
        title: "Haƙƙoƙinka",
        body: "Ƙarƙashin sashe na 34 zuwa 38 na NDPA kana da haƙƙin:\n\n- **Sani** yadda muke amfani da bayananka, kamar yadda yake a wannan manufa.\n- **Gani** bayanan mutum da muke riƙe da su game da kai, ka karɓi kwafi.\n- **Gyara**: gyara bayanan da ba daidai ba ko ba su cika ba. Za ka iya gyara sunanka da lambar wayarka da kanka a [saitunan asusunka](/settings).\n- **Sharewa**: a share bayananka. Yi amfani da *Share Asusuna* a [saitunan asusunka](/settings); yana aiki nan take bayan ka tabbatar da kalmar sirrinka.\n- **Ɗaukar bayananka**: karɓar bayananka a tsarin da na’ura za ta iya karantawa. Yi amfani da *Sauke Bayanaina* a [saitunan asusunka](/settings) don samun su duka (bayani, kwasa-kwasan da ka shiga, ci gaba, takardun shaida, ganawa da sanarwa) a matsayin fayil na JSON.\n- **Ƙin amincewa** da sarrafa bayanai bisa halaltacciyar bukatarmu, da neman a dakatar da sarrafawa yayin da ake duba ƙorafi.\n- **Janye yarda** a kowane lokaci inda muka dogara da ita, ba tare da ya shafi abin da aka yi a baya ba.\n\nDon duk abin da ba za ka iya yi da kanka a saitunanka ba, aika imel zuwa [{email}](mailto:{email}?subject=Data protection request). Za mu iya roƙonka ka tabbatar da kai wane ne, kuma muna amsawa cikin wata ɗaya a ƙalla. Amfani da haƙƙoƙinka kyauta ne.",
      },
      complaints: {
        title: "Ƙorafi",
        body: "Idan ba ka ji daɗin yadda muke kula da bayananka ba, don Allah ka fara faɗa mana a [{email}](mailto:{email}?subject=Data protection complaint) domin mu gyara. Kana kuma da haƙƙin shigar da ƙorafi ga Hukumar Kare Bayanai ta Najeriya (NDPC), mai sa ido ƙarƙashin NDPA, ta shafinta [ndpc.gov.ng](https://ndpc.gov.ng).",
      },
      cookies: {
        title: "Kukis",
        body: 'Muna amfani ne kawai da kukis ɗin da shafin ke bukata don ya yi aiki:\n\n- **Kukis na zama**: yana sa ka kasance a cikin asusunka. Rubutun kwamfuta ba za su iya karanta shi ba, ana aika shi ne ta haɗin kai mai tsaro kawai, kuma yana ƙarewa idan ka fita.\n- **Kukis na saƙo (flash)**: yana ɗaukar tabbatarwa ta lokaci ɗaya kamar "Message Sent!" zuwa shafi na gaba, sannan a share shi.\n\nBa ma amfani da kukis na ƙididdiga, talla ko bin diddigi, kuma shafukanmu ba sa loda rubutu, haruffa ko masu bin diddigi daga wasu kamfanoni. Saboda waɗannan kukis dole ne, ba ma neman yardarka a kansu; toshe su a burauzarka zai hana shiga asusu aiki.',
      },
      security: {
        title: "Yadda muke kare bayananka",
        body: "Muna amfani da haɗin kai mai ɓoyewa (HTTPS), muna ajiye kalmomin sirri ne kawai a matsayin lambobin sirri masu ƙarfi na hanya ɗaya, muna iyakance samun bayanan mutum ga ma’aikatan da ke bukata, muna duba kowace buƙata a sabar bisa matsayinka, kuma muna iyakance yawan ƙoƙarin shiga ko aika fom.\n\nIdan bayanan mutum suka fita ta yadda zai iya jefa haƙƙoƙinka cikin haɗari, za mu kai rahoto ga Hukumar Kare Bayanai ta Najeriya cikin awa 72 da saninmu, kuma mu sanar da kai ba tare da jinkiri ba idan haɗarin gare ka ya yi yawa, kamar yadda sashe na 40 na NDPA ya buƙata.",
      },
      children: {
        title: "Yara",
        body: "Kwasa-kwasanmu da ayyukanmu na mutane ne masu shekara 18 zuwa sama. Matasa ’yan ƙasa da shekara 18 za su iya amfani da su ne kawai da yardar iyaye ko mai kula da su bisa doka, kamar yadda sashe na 31 na NDPA ya buƙata. Idan kana ganin wani yaro ya ba mu bayanan kansa ba tare da wannan yarda ba, tuntuɓe mu za mu share su.",
      },
      changes: {
        title: "Canje-canje ga wannan manufa",
        body: "Muna sabunta wannan manufa idan ayyukanmu ko doka sun canza. Ranar da ke sama tana nuna sabon juyi. Idan wani canji ya shafi yadda muke amfani da bayanan da ka riga ka ba mu, za mu sanar da kai ta imel ko ta sanarwa a dashbod ɗinka kafin ya fara aiki.",
      },
      contact: {
        title: "Tuntuɓe mu",
        body: "Tambayoyi game da wannan manufa ko bayananka: rubuta zuwa {siteName}, {address}, ko ka aika imel zuwa [{email}](mailto:{email}?subject=Privacy question). Za ka iya kuma samun mu ta [shafin tuntuɓa](/contact) ɗinmu.",
      },
    },
  },
  terms: {
    title: "Sharuɗɗan amfani",
    metaDescription:
      "Sharuɗɗan amfani da shafinmu, kwasa-kwasai ta intanet, takardun shaida, ganawa da saukar da bincike, ƙarƙashin dokar Najeriya.",
    intro:
      "Don Allah ka karanta waɗannan sharuɗɗa kafin ka yi amfani da shafinmu, kwasa-kwasanmu da ayyukan ganawa. An rubuta su don su zama a fili: idan wani abu bai fito fili ba, tambaye mu.",
    sections: {
      about: {
        title: "Game da waɗannan sharuɗɗa",
        body: 'Waɗannan sharuɗɗa suna jagorantar amfaninka da shafin {siteName}, kwasa-kwasanmu ta intanet, horarwa, ganawa da saukar da bincike. "Mu" yana nufin {siteName}, {address}. "Kai" yana nufin mutumin da ke amfani da shafin ko ayyukanmu.\n\nTa buɗe asusu, shiga kwas ko neman ganawa, ka amince da waɗannan sharuɗɗa da [Manufar sirri](/privacy-policy) ɗinmu. Idan ba ka amince ba, don Allah kada ka yi amfani da shafin. Babu abin da ke cikin waɗannan sharuɗɗa da zai cire haƙƙoƙinka a matsayin mai saye ƙarƙashin Dokar Gasa da Kare Masu Saye ta Tarayya ta 2018.',
      },
      accounts: {
        title: "Asusunka",
        body: "- Dole ne ka kai shekara 18 ko sama, ko kana da yardar iyaye ko mai kula da kai.\n- Ba da bayanai na gaskiya kuma ka riƙa sabunta su. Yi amfani da adireshin imel da kake karɓar saƙonni a ciki: muna amfani da shi don tabbatar da asusunka da sake saita kalmar sirrinka.\n- Asusunka naka ne kai kaɗai. Ka ɓoye kalmar sirrinka kuma ka sanar da mu nan take idan kana tunanin wani ya yi amfani da asusunka.\n- Za ka iya rufe asusunka a kowane lokaci ta *Share Asusuna* a [saitunanka](/settings).\n- Za mu iya dakatar ko rufe asusun da ya karya waɗannan sharuɗɗa, bayan mun faɗa maka dalili inda doka da tsaro suka ba da dama.",
      },
      acceptableUse: {
        title: "Amfani mai kyau",
        body: "Idan kana amfani da shafin, ka amince ba za ka:\n\n- raba asusunka, ko kwafa, sake sayarwa ko wallafa kayan kwasa-kwasanmu kamar naka;\n- loda ko aika wani abu da ya saɓa wa doka, na yaudara, na cin mutunci ko da ya taɓa haƙƙin wasu;\n- aika saƙonnin banza ko buƙatun na’ura, ko ƙoƙarin kauce wa iyakokin fom da shiga;\n- ƙoƙarin shiga asusu, bayanai ko sassan shafin da ba naka ba, ko ka dagula tsaro ko aikin shafin;\n- yin sojan gona, ko samun takardar shaida ta hanyar magudi ko aikin wani.",
      },
      courses: {
        title: "Kwasa-kwasai da takardun shaida",
        body: "Idan ka shiga kwas, kana samun damar darussa da kayan aikinsa kai kaɗai (ba za ka iya ba wani ba) muddin muna ba da kwas ɗin kuma asusunka a buɗe yake. Muna sabunta kwasa-kwasanmu, wato ana iya inganta darussa, maye gurbinsu ko sake tsara su.\n\nIdan ka kammala kwas, muna ba da takardar shaida mai lambar tantancewa ta musamman da kowa zai iya dubawa a shafinmu. Takardar shaida tana tabbatar da cewa ka kammala kwas ɗinmu; ba lasisin gwamnati ba ne ko digirin jami’a. Za mu iya janye takardar shaidar da aka samu ta magudi ko bisa kuskure, kuma shafin tantancewarta zai faɗi haka.",
      },
      fees: {
        title: "Kuɗi da biya",
        body: "Yawancin kwasa-kwasanmu kyauta ne. Inda kwas, ranar horarwa ko ganawa ke da kuɗi, ana nuna farashi a Naira ta Najeriya (₦) kafin ka amince, kuma ya haɗa da duk wani VAT da ya dace. Muna faɗa maka yadda za ka biya kafin a karɓi kuɗi, kuma ba za ka biya abin da ba ka amince da shi ba.\n\nIdan ka canza ra’ayi, nemi a mayar maka da kuɗi cikin kwana 14 da biya: muna mayar da kuɗin duka idan ba ka fara kwas ɗin ba ko ba a yi ganawar ba, kuma muna duba kowace buƙata da adalci. Farashi na iya canzawa, amma ba ga abin da ka riga ka biya ba.",
      },
      consultations: {
        title: "Ganawa",
        body: "Buƙatar ganawa ba ta zama tabbataccen alƙawari ba tukuna: muna tuntuɓarka don tabbatar da rana, lokaci da kowane kuɗi. Za ka iya soke ko matsar da tabbatacciyar ganawa idan ka sanar da mu a ƙalla awa 24 kafin lokacin.\n\nShawararmu ta dogara ne kan bayanan da ka ba mu da kyawawan hanyoyin noma. Sakamakon noma kuma ya dogara da yanayi, kwari, kasuwa, kayan noma da yadda aka aiwatar da shawarar, waɗanda ba mu da iko a kansu, don haka ba za mu iya tabbatar da wani girbi ko kuɗin shiga ba.",
      },
      intellectualProperty: {
        title: "Mallakar fasaha",
        body: "Kwasa-kwasai, bidiyo, jagorori, rubutu, zane-zane, tambari da manhajar wannan shafi mallakar {siteName} ne ko na waɗanda suka ba mu izini. Za ka iya kallo da sauke su don karatunka da gonarka, amma ba za ka kwafa, raba ko sayar da su ba sai da rubutaccen izininmu.\n\nTakardun bincike da tarin bayanai a [shafin bincike](/research) ɗinmu za a iya amfani da su don karatu, bincike, wayar da kan manoma da koyarwa, har da wasu, muddin ka ambaci {siteName} a matsayin tushe, sai dai idan fayil ya faɗi wani abu daban.\n\nSaƙonni da kayan da ka aiko mana sun kasance naka. Ka ba mu izinin amfani da su don amsa maka da ba ka sabis ɗin da ka nema.",
      },
      thirdParties: {
        title: "Hanyoyi zuwa wasu ayyuka",
        body: "Wasu maɓallai suna buɗe ayyukan da wasu ke gudanarwa, kamar WhatsApp, taswira, kafofin sada zumunta, ko shiga ta Google da Facebook. Sharuɗɗansu da manufofin sirrinsu ne ke aiki a can, kuma ba mu da alhakinsu.",
      },
      liability: {
        title: "Alhakinmu gare ka",
        body: "Muna ba da kwasa-kwasanmu da shawarwarinmu da kulawa da ƙwarewa. Muna ƙoƙarin ganin shafin yana aiki kuma daidai ne, amma wani lokaci ba zai samu ba saboda gyara ko matsalolin da suka fi ƙarfinmu.\n\nGwargwadon yadda doka ta yarda, ba mu da alhakin asarar da ba kai tsaye ba ko wadda ba a yi tsammani ba, kamar ribar da ba a samu ba ko asarar amfanin gona saboda yanayi, kwari ko kasuwa, kuma jimillar alhakinmu gare ka kan kowace da’awa ba za ta wuce kuɗin da ka biya mu don sabis ɗin a cikin wata 12 kafin da’awar ba. Babu abin da ke cikin waɗannan sharuɗɗa da ke iyakance alhaki kan mutuwa ko rauni da sakaci ya jawo, kan zamba, ko duk wani alhaki da dokar Najeriya ba ta yarda a iyakance ba.",
      },
      changes: {
        title: "Canje-canje ga waɗannan sharuɗɗa",
        body: "Za mu iya sabunta waɗannan sharuɗɗa idan ayyukanmu ko doka sun canza. Ranar da ke sama tana nuna juyin da ke aiki. Za mu sanar da kai manyan canje-canje ta imel ko ta sanarwa a dashbod ɗinka kafin su fara aiki; idan ba ka yarda da su ba, za ka iya rufe asusunka.",
      },
      governingLaw: {
        title: "Doka mai aiki da rigingimu",
        body: "Dokokin Jamhuriyar Tarayyar Najeriya ne ke jagorantar waɗannan sharuɗɗa. Idan kana da ƙorafi, don Allah ka fara tuntuɓar mu: yawancin matsaloli suna warwarewa da sauri haka. Rigimar da ba za mu iya sasantawa tare ba za a iya kai ta sulhu a Legas Multi-Door Courthouse, idan ba haka ba kuma zuwa kotunan Jihar Legas, waɗanda ke da hurumi.",
      },
      contact: {
        title: "Tuntuɓe mu",
        body: "Tambayoyi game da waɗannan sharuɗɗa: rubuta zuwa {siteName}, {address}, aika imel zuwa [{email}](mailto:{email}), ko ka yi amfani da [shafin tuntuɓa](/contact) ɗinmu.",
      },
    },
  },
};

export default ha;
