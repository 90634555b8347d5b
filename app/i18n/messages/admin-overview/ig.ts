import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  welcome: "Nnọọ ọzọ, {name}. Lee ihe ọhụrụ.",
  uploadContent: "Bulite ọdịnaya",
  viewAnalytics: "Lee nyocha",
  testMode: "Ọnọdụ nnwale — ọ bụghị ezigbo ego",
  testModeBody:
    "Ọnọdụ ngosi (PAYMENTS_PROVIDER=test): a na-eme ka ịkwụ ụgwọ dị ka ọ dị, onye ọ bụla nwere ike “kwụọ” ụgwọ ọmụmụ nwere ọnụahịa n’enweghị ego. Iji nata ezigbo ịkwụ ụgwọ, setịpụ PAYMENTS_PROVIDER=paystack na PAYSTACK_SECRET_KEY, ma ọ bụ PAYMENTS_PROVIDER=flutterwave na FLUTTERWAVE_SECRET_KEY na FLUTTERWAVE_SECRET_HASH, wee malitegharịa saịtị ahụ; lee docs/features/paid-courses.md.",
  refundsFlagged: {
    $plural: {
      one: "Ịkwụ ụgwọ {count} e debere “Achọrọ nkwụghachi”",
      other: "Ịkwụ ụgwọ {count} e debere “Achọrọ nkwụghachi”",
    },
  },
  seed: {
    title: "Dochie nkọwa kọntaktị nlereanya",
    body: "Ndị ọbịa na-ahụ ha na peeji ọ bụla, mana ha bụ ụkpụrụ saịtị ọhụrụ ji amalite, ọ bụghị nke akademị ahụ.",
    setIn: "Setịpụ ha na {link}.",
    dismiss: "Ha bụ nke anyị: zoo nke a",
    labels: {
      phone: "Ekwentị",
      whatsappNumber: "Nọmba WhatsApp",
      address: "Adreesị",
      contactEmail: "Email kọntaktị",
      careersEmail: "Email ọrụ",
      facebookUrl: "Peeji Facebook",
      instagramUrl: "Peeji Instagram",
      xUrl: "Peeji X (Twitter)",
      linkedinUrl: "Peeji LinkedIn",
      youtubeUrl: "Ọwa YouTube",
    },
  },
  users: {
    title: "Ndị ọrụ ọhụrụ",
    viewAll: "Ndị ọrụ niile",
    empty: "Enweghị onye ọrụ ugbu a.",
    detail: "{email} · sonyere {date}",
  },
  content: {
    title: "Ọdịnaya ọhụrụ",
    viewAll: "Ọdịnaya niile",
    empty: "Enweghị ọdịnaya ugbu a.",
    detail: "{type} · etinyere {date}",
    types: {
      article: "edemede",
      video: "vidiyo",
      image: "akụkọ foto",
      story: "akụkọ ihe ịga nke ọma",
      event: "mmemme",
      research: "nchọpụta",
      course: "akụkọ kọọsụ",
    },
  },
  courses: {
    title: "Kọọsụ ọhụrụ",
    ownTitle: "Kọọsụ gị",
    viewAll: "Kọọsụ niile",
    empty: "Enweghị kọọsụ ugbu a.",
    ownEmpty: "Ị nwebeghị kọọsụ.",
    lessons: { $plural: { one: "nkuzi {count}", other: "nkuzi {count}" } },
    students: { $plural: { one: "nwa akwụkwọ {count}", other: "ụmụ akwụkwọ {count}" } },
  },
};

export default ig;
