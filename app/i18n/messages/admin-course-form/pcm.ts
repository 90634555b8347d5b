import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  create: "Create course",
  save: "Save di changes",
  checkForm: "Abeg check di form",
  title: "Title",
  instructor: "Teacher",
  instructorHint: "Di name wey learners go see for di course and im certificates.",
  category: "Category",
  chooseCategory: "Choose category",
  language: "Language",
  languageHint: "Di language wey dem dey take teach di course: im title, lessons and quiz.",
  description: "Description",
  duration: "How long e go take",
  durationPlaceholder: "like 2 hours or 3 weeks",
  level: "Level",
  price: "Price (₦)",
  priceHint: "0 mean say na Free.",
  introVideo: "Introduction video",
  videoNote: "You must put am: link to di video, or MP4 or WebM file wey you upload here.",
  videoUrlHintEdit: "Di address wey dey now. Upload file for down to change am.",
  videoUrlHintNew: "Link to di video, or leave am empty and upload file.",
  uploadVideo: "Or upload video",
  thumbnail: "Small picture (if you want)",
  thumbnailHint: "JPEG, PNG or WebP, no pass 8 MB. We go resize am for web.",
  modules: "Modules (if you want)",
  modulesHint: "One module for one line.",
  features: "Wetin dey inside (if you want)",
  featuresHint: "One tin for one line, like Certificate of completion.",
};

export default pcm;
