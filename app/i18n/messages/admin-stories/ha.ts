import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Labaran nasara",
  addTitle: "Ƙara labari",
  editTitle: "Gyara labari",
  addDescription: "Nasarar manomi, da kalmominsa.",
  editDescription: "Labarin {name}.",
  emptyDescription: "Shaidar manoma; waɗanda aka fito da su suna bayyana a shafin farko.",
  summaryWhole: {
    $plural: {
      one: "Labari {count} · {featured} an fito da su. Shafin farko yana nuna sababbi uku da aka fito da su.",
      other:
        "Labarai {count} · {featured} an fito da su. Shafin farko yana nuna sababbi uku da aka fito da su.",
    },
  },
  summaryPage:
    "Sababbi tukuna; {featured} an fito da su a wannan shafi. Shafin farko yana nuna sababbi uku da aka fito da su.",
  pagesLabel: "Shafukan labaran nasara",
  list: {
    featured: "An fito da shi",
    notFeatured: "Ba a fito da shi ba",
    added: " · an ƙara {date}",
    edit: "Gyara",
    editLabel: "Gyara labarin {name}",
    feature: "Fito da shi",
    unfeature: "Daina fito da shi",
    toggleObject: "labarin {name}",
    deleteLabel: "Share labarin {name}",
    deleteQuestion: "A share wannan labari?",
    deleteConsequence: "Za a cire labarin {name} da hotonsa gaba ɗaya. Ba za a iya dawo da shi ba.",
    noOlder: "Babu tsofaffin labaran nasara",
    none: "Babu labaran nasara tukuna",
    emptyText:
      "Ƙara abin da manoma ke faɗi game da horarwarsu; labaran da aka fito da su suna bayyana a shafin farko.",
  },
  confirm: {
    delete: "Share",
    yes: "Ee, share",
  },
  form: {
    save: "Ajiye canje-canje",
    required: "Dole a cika filayen da ke da *.",
    name: "Suna *",
    role: "Aiki *",
    rolePlaceholder: "misali Manomin rogo",
    location: "Wuri *",
    locationPlaceholder: "misali Jihar Anambra",
    rating: "Maki",
    stars: { $plural: { one: "Tauraro {count}", other: "Taurari {count}" } },
    story: "Labari *",
    storyHint: "Da kalmominsu: abin da ya canza a gonarsu.",
    photo: "Hoto (ba dole ba)",
    photoHint: "JPEG, PNG ko WebP, har zuwa 8 MB. Idan babu, ana nuna baƙaƙen sunansu.",
    removePhoto: "Cire hoton da ke akwai",
    featured:
      "An fito da shi: nuna shi a shafin farko (sababbin labarai uku da aka fito da su suna bayyana)",
  },
  toasts: {
    added: "An ƙara labari",
    addedDescription: "An ƙara labarin {name}.",
    updated: "An sabunta labari",
    savedDescription: "An ajiye labarin {name}.",
    deleted: "An share labari",
    deletedDescription: "An share labarin {name}.",
    featured: "An fito da labari",
    featuredDescription: "Yanzu yana bayyana a shafin farko.",
    unfeatured: "An daina fito da labari",
    unfeaturedDescription: "Ba ya bayyana a shafin farko yanzu.",
    saveFailed: "Kuskure wajen ajiye labari",
    deleteFailed: "Kuskure wajen share labari",
    tooLarge: "Wannan hoton ya fi 8 MB. Don Allah a zaɓi ƙarami.",
    notFound: "Wannan labarin ba ya nan. Wataƙila an share shi.",
    unsaved: "Ba a iya ajiye labarin ba. Don Allah a sake gwadawa nan da ɗan lokaci.",
  },
};

export default ha;
