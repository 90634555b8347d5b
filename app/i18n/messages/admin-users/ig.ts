import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Ndị ọrụ",
  summary: {
    $plural: {
      one: "Akaụntụ {count}, ndị ọhụrụ bụ ụzọ.",
      other: "Akaụntụ {count}, ndị ọhụrụ bụ ụzọ.",
    },
  },
  summaryFiltered: {
    $plural: {
      one: "Akaụntụ {count} dabara na ọchụchọ gị.",
      other: "Akaụntụ {count} dabara na ọchụchọ gị.",
    },
  },
  exportCsv: "Budata CSV",
  pages: "Peeji ndị ọrụ",
  empty: {
    beyondTitle: "Enweghị onye ọrụ na peeji a",
    beyondBody: "Peeji a agafela njedebe ndepụta ahụ. Laghachi na peeji mbụ.",
    filteredTitle: "Enweghị onye ọrụ dabara",
    filteredBody:
      "Ọ dịghị akaụntụ dabara na ọchụchọ a na nzacha ndị a. Jiri mkpụrụ okwu ole na ole ma ọ bụ nzacha ndị ọzọ.",
    noneTitle: "Enweghị ndị ọrụ ugbu a",
    noneBody: "Akaụntụ ga-apụta ebe a ka ndị mmadụ na-edebanye aha.",
  },
  list: {
    caption: "Ndị ọrụ, ndị ọhụrụ bụ ụzọ",
    user: "Onye ọrụ",
    role: "Ọrụ",
    status: "Ọnọdụ",
    joined: "Ụbọchị ọ batara",
    joinedOn: "Batara {date}",
    actions: "Omume",
    you: "Gị",
    onlyAdmins: "Naanị onye nchịkwa nwere ike ịgbanwe akaụntụ a",
    edit: "Dezie",
    editLabel: "Dezie {name}",
  },
  filters: {
    label: "Chọọ ndị ọrụ",
    search: "Chọọ site n’aha ma ọ bụ email",
    allRoles: "Ọrụ niile",
    allStatuses: "Ọnọdụ niile",
    role: "Ọrụ",
    status: "Ọnọdụ",
    submit: "Chọọ",
  },
  edit: {
    consultingHours: "Oge ndụmọdụ",
    title: "Dezie onye ọrụ",
    allUsers: "Ndị ọrụ niile",
    details: "Nkọwa akaụntụ",
    account: "Akaụntụ",
    role: "Ọrụ",
    status: "Ọnọdụ",
    emailVerified: "Akwadoro email",
    yes: "Ee",
    no: "Mba",
    joined: "Ụbọchị ọ batara",
    lastChanged: "Mgbanwe ikpeazụ",
    deleteTitle: "Hichapụ akaụntụ",
    deleteBody:
      "Ọ na-ehichapụ akaụntụ a na data onwe ya. Ndokwa ndụmọdụ ga-anọ, mana ha agaghị ejikọ ya ọzọ.",
    selfDeleteBefore: "Iji hichapụ akaụntụ gị, jiri",
    selfDeleteLink: "ntọala akaụntụ gị",
    selfDeleteAfter: ".",
  },
  form: {
    consultant: "Na-enye ndụmọdụ",
    consultantHint:
      "Fọm ndebanye aha ga-egosi oge mmadụ a nọ efu (Mọnde ruo Fraịde, 9:00 ruo 18:00). Naanị ndị ọrụ.",
    fullName: "Aha zuru ezu",
    email: "Adreesị email",
    emailHint: "Adreesị onye a ji abanye. Enweghị ike ịgbanwe ya.",
    roleLabel: "Ọrụ:",
    statusLabel: "Ọnọdụ:",
    locked:
      "Ị nweghị ike ịgbanwe ọrụ ma ọ bụ ọnọdụ nke gị, ka ị ghara ịkpọchi onwe gị n’èzí. Onye nchịkwa ọzọ nwere ike.",
    role: "Ọrụ",
    status: "Ọnọdụ",
    signOutNote:
      "Ịhọrọ Anaghị arụ ọrụ, Akwụsịrị ya ma ọ bụ Na-echere ga-eme ka onye a pụọ na ngwaọrụ niile ozugbo.",
    save: "Chekwaa mgbanwe",
  },
  roleDescriptions: {
    user: "Ohere ịhụ kọọsụ na ọdịnaya.",
    instructor: "Nwere ike ịmepụta na ijikwa kọọsụ nke ya.",
    moderator: "Nwere ike ijikwa ndị ọrụ na ọdịnaya, mana ọ bụghị ntọala sistemụ.",
    admin: "Ohere zuru oke.",
  },
  statusDescriptions: {
    active: "Ohere zuru oke.",
    pending: "Na-echere nkwado email ma ọ bụ nnabata; enweghị ike ịbanye ugbu a.",
    inactive: "Enweghị ike ịbanye ruo mgbe a gbanwere ya.",
    suspended: "Enweghị ike iji ikpo okwu a ruo mgbe a gbanwere ya.",
  },
  delete: {
    title: "Hichapụ onye ọrụ",
    dialogTitle: "Ị ji n’aka kpamkpam?",
    warning:
      "Nke a ga-ehichapụ akaụntụ {name} ({email}) ruo mgbe ebighị ebi, ya na data onwe ya: profaịlụ na foto, ụzọ ọ si abanye, kọọsụ o debanyere aha, ọganihu, asambodo na ọkwa. A ga-eme ka ọ pụọ ozugbo. Enweghị ike ịlaghachi azụ.",
    button: "Hichapụ",
    buttonLabel: "Hichapụ {name}",
    confirm: "Hichapụ onye ọrụ",
    close: "Mechie",
    cancel: "Kagbuo",
  },
  toasts: {
    updated: "Emelitere onye ọrụ nke ọma",
    updateFailed: "Mmelite adaghị",
    deleted: "Ehichapụrụ onye ọrụ nke ọma",
    deletedDescription: "Ehichapụla {email} na data onwe ya.",
    deletionFailed: "Ihichapụ onye ọrụ adaghị",
  },
  rules: {
    self: "Ị nweghị ike ịgbanwe ọrụ ma ọ bụ ọnọdụ nke gị: onye nchịkwa ọzọ ga-eme ya.",
    selfDelete: "Ị nweghị ike ihichapụ akaụntụ gị ebe a. Jiri Settings › Delete My Account.",
    adminTarget: "Naanị onye nchịkwa nwere ike ịgbanwe ma ọ bụ hichapụ akaụntụ onye nchịkwa.",
    grantAdmin: "Naanị onye nchịkwa nwere ike inye ma ọ bụ wepụ ọrụ onye nchịkwa.",
    consultant: "Naanị onye nchịkwa nwere ike ikpebi onye na-enye ndụmọdụ.",
    lastAdmin:
      "Nke a bụ naanị akaụntụ onye nchịkwa na-arụ ọrụ. Buru ụzọ mee akaụntụ ọzọ onye nchịkwa na-arụ ọrụ, ka mmadụ ka nwee ike ịchị akademị a.",
    notFound: "Akaụntụ a adịkwaghị.",
    failed: "Ihe mebiri n’akụkụ anyị. Biko nwaa ọzọ n’oge na-adịghị anya.",
  },
};

export default ig;
