import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  audit: {
    title: "Àkọsílẹ̀ iṣẹ́",
    summary: {
      $plural: {
        one: "Àyípadà {count} tí a kọ sílẹ̀, tuntun ní àkọ́kọ́. Àkókò Èkó ni àkókò náà.",
        other: "Àyípadà {count} tí a kọ sílẹ̀, tuntun ní àkọ́kọ́. Àkókò Èkó ni àkókò náà.",
      },
    },
    intro: "Ta ló yí kí ni padà ní agbègbè alábòójútó.",
    by: "Láti ọwọ́ {name}",
    caption: "Àkọsílẹ̀ iṣẹ́, tuntun ní àkọ́kọ́",
    columns: {
      when: "Ìgbà wo",
      who: "Ta ni",
      what: "Kí ni",
      target: "Ohun tí ó kàn",
      details: "Àlàyé",
    },
    pagesLabel: "Ojú-ìwé àkọsílẹ̀ iṣẹ́",
    beyondTitle: "Kò sí nǹkan ní ojú-ìwé yìí",
    beyondBody: "Ojú-ìwé yìí ti kọjá òpin àkọsílẹ̀. Padà sí ojú-ìwé àkọ́kọ́.",
    emptyTitle: "A kò tíì kọ nǹkan sílẹ̀",
    emptyBody: "Àyípadà ipa àti ipò, píparẹ́, ètò àti àyípadà ipò ìmọ̀ràn máa ń hàn níbí.",
  },
  outbox: {
    title: "Ímeèlì tó ń jáde",
    description:
      "Gbogbo ímeèlì àti àtẹ̀jíṣẹ́ tí ojú-òpó ń fi ránṣẹ́ ń gba ìlà yìí kọjá. {sent} ti lọ, {waiting} ń dúró, {failed} kùnà.",
    filtersLabel: "Fi àwọn iṣẹ́ hàn",
    filters: {
      problems: "Èyí tó kùnà tàbí tó ń dúró",
      sent: "Ti lọ",
      all: "Gbogbo",
    },
    statuses: {
      queued: "Ó ń dúró láti tún gbìyànjú",
      sending: "Ó ń lọ",
      sent: "Ó ti lọ",
      failed: "Ó kùnà",
    },
    smsTo: "Àtẹ̀jíṣẹ́ sí {recipient}",
    emailTo: "Ímeèlì sí {recipient}",
    queuedAt: "wọ ìlà",
    sentAt: "lọ",
    nextTry: "ìgbìyànjú tó kàn",
    attempts: { $plural: { one: "ìgbìyànjú {count}", other: "ìgbìyànjú {count}" } },
    lastError: "Àṣìṣe tó kẹ́yìn: {error}",
    retry: "Tún gbìyànjú báyìí",
    retryTarget: "iṣẹ́ sí {recipient}",
    problemsEmptyTitle: "Kò sí ohun tó há",
    problemsEmptyBody:
      "Gbogbo ímeèlì àti àtẹ̀jíṣẹ́ ti lọ. Àwọn tó bá kùnà yóò dúró síbí fún àtúngbìyànjú.",
    emptyTitle: "Kò sí iṣẹ́ síbẹ̀",
    emptyBody: "Àwọn iṣẹ́ máa ń hàn níbí bí ojú-òpó ṣe ń fi wọ́n ránṣẹ́.",
    toasts: {
      queued: "Iṣẹ́ ti wọ ìlà",
      queuedDescription: "A ó tún fi ránṣẹ́ láìpẹ́.",
      nothing: "Kò sí ohun tí a ó tún gbìyànjú",
      nothingDescription: "Iṣẹ́ yẹn ti lọ tẹ́lẹ̀ tàbí kò sí mọ́.",
    },
  },
  rowAction: {
    unknown: "Ìbéèrè tí a kò mọ̀.",
    alreadyDeleted: "A ti pa á rẹ́ tẹ́lẹ̀.",
    gone: "Kò sí mọ́.",
    tryAgain: "Jọ̀wọ́ tún gbìyànjú láìpẹ́.",
  },
  uploadForm: {
    unreadable: "A kò lè ka fọ́ọ̀mù yìí. Jọ̀wọ́ tún ojú-ìwé náà gbé, kí o sì tún gbìyànjú.",
  },
};

export default yo;
