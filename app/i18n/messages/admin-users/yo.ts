import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Àwọn olùlò",
  summary: {
    $plural: {
      one: "Àkọọ́lẹ̀ {count}, àwọn tuntun ló kọ́kọ́ wà.",
      other: "Àkọọ́lẹ̀ {count}, àwọn tuntun ló kọ́kọ́ wà.",
    },
  },
  summaryFiltered: {
    $plural: {
      one: "Àkọọ́lẹ̀ {count} bá ohun tí o wá mu.",
      other: "Àkọọ́lẹ̀ {count} bá ohun tí o wá mu.",
    },
  },
  exportCsv: "Gbé CSV jáde",
  pages: "Ojú-ìwé àwọn olùlò",
  empty: {
    beyondTitle: "Kò sí olùlò ní ojú-ìwé yìí",
    beyondBody: "Ojú-ìwé yìí ti kọjá òpin àkójọ. Padà sí ojú-ìwé àkọ́kọ́.",
    filteredTitle: "Kò sí olùlò tó bá a mu",
    filteredBody:
      "Kò sí àkọọ́lẹ̀ tó bá ìwádìí yìí àti àwọn àlẹ̀mọ́ yìí mu. Lo ọ̀rọ̀ díẹ̀ tàbí àlẹ̀mọ́ mìíràn.",
    noneTitle: "Kò sí olùlò síbẹ̀",
    noneBody: "Àkọọ́lẹ̀ yóò fara hàn níbí bí àwọn ènìyàn ṣe ń forúkọ sílẹ̀.",
  },
  list: {
    caption: "Àwọn olùlò, àwọn tuntun ló kọ́kọ́ wà",
    user: "Olùlò",
    role: "Ipò",
    status: "Ìpínlẹ̀",
    joined: "Ọjọ́ ìdarapọ̀",
    joinedOn: "Ó darapọ̀ {date}",
    actions: "Ìṣe",
    you: "Ìwọ",
    onlyAdmins: "Alákòóso nìkan ló lè yí àkọọ́lẹ̀ yìí padà",
    edit: "Ṣàtúnṣe",
    editLabel: "Ṣàtúnṣe {name}",
  },
  filters: {
    label: "Wá àwọn olùlò",
    search: "Wá pẹ̀lú orúkọ tàbí ímeèlì",
    allRoles: "Gbogbo ipò",
    allStatuses: "Gbogbo ìpínlẹ̀",
    role: "Ipò",
    status: "Ìpínlẹ̀",
    submit: "Wá",
  },
  edit: {
    consultingHours: "Wákàtí ìmọ̀ràn",
    title: "Ṣàtúnṣe olùlò",
    allUsers: "Gbogbo olùlò",
    details: "Àlàyé àkọọ́lẹ̀",
    account: "Àkọọ́lẹ̀",
    role: "Ipò",
    status: "Ìpínlẹ̀",
    emailVerified: "A ti jẹ́rìí ímeèlì",
    yes: "Bẹ́ẹ̀ni",
    no: "Bẹ́ẹ̀kọ́",
    joined: "Ọjọ́ ìdarapọ̀",
    lastChanged: "Àyípadà tó kẹ́yìn",
    deleteTitle: "Pa àkọọ́lẹ̀ rẹ́",
    deleteBody:
      "Ó ń pa àkọọ́lẹ̀ yìí àti ìwífún ara ẹni rẹ̀ rẹ́. Ìpàdé ìmọ̀ràn yóò wà síbẹ̀, ṣùgbọ́n kò ní so mọ́ ọn mọ́.",
    selfDeleteBefore: "Láti pa àkọọ́lẹ̀ tìrẹ rẹ́, lo",
    selfDeleteLink: "ètò àkọọ́lẹ̀ rẹ",
    selfDeleteAfter: ".",
  },
  form: {
    consultant: "Ó ń gba ìjíròrò",
    consultantHint:
      "Fọ́ọ̀mù ìforúkọsílẹ̀ ìjíròrò yóò fi àwọn wákàtí tí ẹni yìí ṣí sílẹ̀ hàn (Ọjọ́ Ajé sí Ọjọ́ Ẹtì, 09:00 sí 18:00). Òṣìṣẹ́ nìkan.",
    fullName: "Orúkọ kíkún",
    email: "Àdírẹ́sì ímeèlì",
    emailHint: "Àdírẹ́sì tí ẹni yìí fi ń wọlé. A kò lè yí i padà.",
    roleLabel: "Ipò:",
    statusLabel: "Ìpínlẹ̀:",
    locked:
      "O kò lè yí ipò tàbí ìpínlẹ̀ tìrẹ padà, kí o má baà ti ara rẹ mọ́ òde. Alákòóso mìíràn lè ṣe é.",
    role: "Ipò",
    status: "Ìpínlẹ̀",
    signOutNote:
      "Yíyan Kò ṣiṣẹ́, A ti dá a dúró tàbí Ó ń dúró yóò mú ẹni yìí jáde lórí gbogbo ẹ̀rọ lẹ́ẹ̀kan náà.",
    save: "Fi àwọn àyípadà pamọ́",
  },
  roleDescriptions: {
    user: "Àǹfààní ìpìlẹ̀ sí kọ́ọ̀sì àti àkóónú.",
    instructor: "Ó lè ṣẹ̀dá àti ṣàkóso kọ́ọ̀sì tirẹ̀.",
    moderator: "Ó lè ṣàkóso olùlò àti àkóónú, ṣùgbọ́n kì í ṣe ètò ẹ̀rọ.",
    admin: "Àǹfààní kíkún.",
  },
  statusDescriptions: {
    active: "Àǹfààní kíkún.",
    pending: "Ó ń dúró de ìjẹ́rìí ímeèlì tàbí ìfọwọ́sí; kò tíì lè wọlé.",
    inactive: "Kò lè wọlé títí a ó fi yí i padà.",
    suspended: "Kò lè lo pèpéle náà títí a ó fi yí i padà.",
  },
  delete: {
    title: "Pa olùlò rẹ́",
    dialogTitle: "Ṣé o dá ọ lójú pátápátá?",
    warning:
      "Èyí yóò pa àkọọ́lẹ̀ {name} ({email}) rẹ́ títí láé pẹ̀lú ìwífún ara ẹni rẹ̀: àpèjúwe àti fọ́tò, ọ̀nà ìwọlé, kọ́ọ̀sì tí ó forúkọ sílẹ̀ fún, ìtẹ̀síwájú, ìwé-ẹ̀rí àti ìfitónilétí. A ó mú un jáde lẹ́sẹ̀kẹsẹ̀. A kò lè yí èyí padà.",
    button: "Pa rẹ́",
    buttonLabel: "Pa {name} rẹ́",
    confirm: "Pa olùlò rẹ́",
    close: "Pa á dé",
    cancel: "Fagilé",
  },
  toasts: {
    updated: "A ti ṣàtúnṣe olùlò",
    updateFailed: "Àtúnṣe kò ṣeé ṣe",
    deleted: "A ti pa olùlò rẹ́",
    deletedDescription: "A ti pa {email} àti ìwífún ara ẹni rẹ̀ rẹ́.",
    deletionFailed: "Pípa olùlò rẹ́ kò ṣeé ṣe",
  },
  rules: {
    self: "O kò lè yí ipò tàbí ìpínlẹ̀ tìrẹ padà: alákòóso mìíràn ni yóò ṣe é.",
    selfDelete: "O kò lè pa àkọọ́lẹ̀ tìrẹ rẹ́ níbí. Lo Settings › Delete My Account.",
    adminTarget: "Alákòóso nìkan ló lè yí tàbí pa àkọọ́lẹ̀ alákòóso rẹ́.",
    grantAdmin: "Alákòóso nìkan ló lè fúnni tàbí gba ipò alákòóso.",
    consultant: "Alákòóso nìkan ló lè pinnu ẹni tí ń gba ìjíròrò.",
    lastAdmin:
      "Èyí nìkan ni àkọọ́lẹ̀ alákòóso tó ń ṣiṣẹ́. Kọ́kọ́ sọ àkọọ́lẹ̀ mìíràn di alákòóso tó ń ṣiṣẹ́, kí ẹnìkan lè máa darí ilé-ẹ̀kọ́ náà.",
    notFound: "Àkọọ́lẹ̀ yìí kò sí mọ́.",
    failed: "Nǹkan kan ṣẹlẹ̀ ní ẹ̀gbẹ́ wa. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
  },
};

export default yo;
