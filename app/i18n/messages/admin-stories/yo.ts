import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Ìtàn àṣeyọrí",
  addTitle: "Fi ìtàn kún un",
  editTitle: "Ṣàtúnṣe ìtàn",
  addDescription: "Àṣeyọrí àgbẹ̀ kan, ní ọ̀rọ̀ ẹnu rẹ̀.",
  editDescription: "Ìtàn {name}.",
  emptyDescription: "Ẹ̀rí láti ọ̀dọ̀ àwọn àgbẹ̀; àwọn tí a gbé síwájú yóò hàn lójú-ìwé àkọ́kọ́.",
  summaryWhole: {
    $plural: {
      one: "Ìtàn {count} · {featured} ló wà níwájú. Ojú-ìwé àkọ́kọ́ ń fi mẹ́ta tuntun jùlọ tí ó wà níwájú hàn.",
      other:
        "Ìtàn {count} · {featured} ló wà níwájú. Ojú-ìwé àkọ́kọ́ ń fi mẹ́ta tuntun jùlọ tí ó wà níwájú hàn.",
    },
  },
  summaryPage:
    "Tuntun ló kọ́kọ́ wà; {featured} ló wà níwájú lójú-ìwé yìí. Ojú-ìwé àkọ́kọ́ ń fi mẹ́ta tuntun jùlọ tí ó wà níwájú hàn.",
  pagesLabel: "Àwọn ojú-ìwé ìtàn àṣeyọrí",
  list: {
    featured: "Ó wà níwájú",
    notFeatured: "Kò sí níwájú",
    added: " · a fi kún un {date}",
    edit: "Ṣàtúnṣe",
    editLabel: "Ṣàtúnṣe ìtàn {name}",
    feature: "Gbé síwájú",
    unfeature: "Yọ kúrò níwájú",
    toggleObject: "ìtàn {name}",
    deleteLabel: "Pa ìtàn {name} rẹ́",
    deleteQuestion: "Ṣé kí a pa ìtàn yìí rẹ́?",
    deleteConsequence: "Ìtàn {name} àti fọ́tò rẹ̀ yóò pòórá títí láé. A kò lè dá a padà.",
    noOlder: "Kò sí ìtàn àṣeyọrí àtijọ́ mọ́",
    none: "Kò tíì sí ìtàn àṣeyọrí",
    emptyText:
      "Ẹ fi ohun tí àwọn àgbẹ̀ sọ nípa ìdánilẹ́kọ̀ọ́ wọn kún un; àwọn ìtàn tí a gbé síwájú yóò hàn lójú-ìwé àkọ́kọ́.",
  },
  confirm: {
    delete: "Pa rẹ́",
    yes: "Bẹ́ẹ̀ ni, pa á rẹ́",
  },
  form: {
    save: "Fi àyípadà pamọ́",
    required: "Ẹ gbọ́dọ̀ kún àwọn àyè tí ó ní *.",
    name: "Orúkọ *",
    role: "Iṣẹ́ *",
    rolePlaceholder: "bí àpẹẹrẹ Àgbẹ̀ ẹ̀gẹ́",
    location: "Ibi *",
    locationPlaceholder: "bí àpẹẹrẹ Ìpínlẹ̀ Anambra",
    rating: "Ìdíwọ̀n",
    stars: { $plural: { one: "Ìràwọ̀ {count}", other: "Ìràwọ̀ {count}" } },
    story: "Ìtàn *",
    storyHint: "Ní ọ̀rọ̀ ẹnu wọn: ohun tí ó yí padà lórí oko wọn.",
    photo: "Fọ́tò (kò pọn dandan)",
    photoHint:
      "JPEG, PNG tàbí WebP, tí kò ju 8 MB. Tí kò bá sí, a máa fi lẹ́tà àkọ́kọ́ orúkọ wọn hàn.",
    removePhoto: "Yọ fọ́tò tí ó wà báyìí kúrò",
    featured:
      "Ó wà níwájú: fi hàn lójú-ìwé àkọ́kọ́ (ìtàn mẹ́ta tuntun jùlọ tí ó wà níwájú ni yóò hàn)",
  },
  toasts: {
    added: "A ti fi ìtàn kún un",
    addedDescription: "A ti fi ìtàn {name} kún un.",
    updated: "A ti ṣàtúnṣe ìtàn",
    savedDescription: "A ti fi ìtàn {name} pamọ́.",
    deleted: "A ti pa ìtàn rẹ́",
    deletedDescription: "A ti pa ìtàn {name} rẹ́.",
    featured: "A ti gbé ìtàn síwájú",
    featuredDescription: "Ó ń hàn lójú-ìwé àkọ́kọ́ báyìí.",
    unfeatured: "A ti yọ ìtàn kúrò níwájú",
    unfeaturedDescription: "Kò hàn lójú-ìwé àkọ́kọ́ mọ́.",
    saveFailed: "Àṣìṣe níbi fífi ìtàn pamọ́",
    deleteFailed: "Àṣìṣe níbi pípa ìtàn rẹ́",
    tooLarge: "Fọ́tò yìí ju 8 MB lọ. Ẹ jọ̀wọ́, ẹ yan èyí tí ó kéré.",
    notFound: "Ìtàn yìí kò sí mọ́. Bóyá wọ́n ti pa á rẹ́.",
    unsaved: "A kò lè fi ìtàn náà pamọ́. Ẹ jọ̀wọ́, ẹ tún gbìyànjú láìpẹ́.",
  },
};

export default yo;
