import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "Work wit us",
    description:
      "Work wit us for agronomy, training, extension, agro business or technology, and help Nigerian farmers learn to produce more.",
  },
  mailSubject: "I wan work wit {siteName}",
  hero: {
    eyebrow: "Work wit us",
    title: "Grow your career wit {siteName}",
    lead: "We be agronomists, trainers, extension workers, business advisers and engineers wey dey help Nigerian farmers learn to produce more. If na dis kind work you wan do, we go like hear from you.",
    contactHr: "Contact HR",
  },
  why: {
    eyebrow: "Why you go work wit us",
    title: "Work wey get meaning, for field and for online",
    families: {
      title: "Work wey dey feed families",
      text: "Every course wey you help build and every farm wey you visit dey help farmer produce more and make more money. You go see di result for di farm and for di stories wey our learners dey send us.",
    },
    fieldDigital: {
      title: "Field and online, together",
      text: "We dey teach for online and for demo farms. Our people dey move between phone screen and farm, so your work go dey practical and near di farmers wey e dey serve.",
    },
    learn: {
      title: "Learn as you dey work",
      text: "Everybody for di team fit take any of our courses free, join our field days and workshops, and get time every three months for training wey dem choose.",
    },
    team: {
      title: "Small team wey dey listen",
      text: "Agronomists, trainers, business advisers and engineers dey sit for di same meetings. We dey try new ideas quick, and everybody name dey on wetin we publish together.",
    },
  },
  areas: {
    eyebrow: "Where we dey hire",
    title: "Di areas wey we dey hire",
    intro:
      "We dey hire for five areas. New work dey open as our programmes dey grow, and we dey keep good applications for di next opening.",
    typicalRoles: "Di kind work",
    agronomy: {
      title: "Agronomy",
      text: "Crop and animal experts wey dey design our tests, answer farmers' questions for consultation and make sure our courses correct.",
      roles: { r1: "Agronomist", r2: "Soil scientist", r3: "Animal health officer" },
    },
    training: {
      title: "Training",
      text: "Trainers and people wey dey make courses, wey dey turn good farm practice to clear lessons, videos and guides wey dey work for phone and for field.",
      roles: { r1: "Course trainer", r2: "Instructional designer", r3: "Video producer" },
    },
    extension: {
      title: "Extension",
      text: "Field officers wey dey visit farms, run field days wit cooperatives and bring farmers' questions back to di team. If you sabi local languages, e go help well well.",
      roles: { r1: "Extension officer", r2: "Field day coordinator", r3: "Community facilitator" },
    },
    agribusiness: {
      title: "Agro business",
      text: "Advisers wey dey help farmers keep record, plan money, reach buyers and turn farm to business.",
      roles: {
        r1: "Agro business adviser",
        r2: "Market linkage officer",
        r3: "Partnerships associate",
      },
    },
    technology: {
      title: "Technology",
      text: "Engineers and data people wey dey build our learning platform and bring sensors, farm water and farm data to small farmers for price wey go bring profit.",
      roles: { r1: "Web developer", r2: "Data analyst", r3: "Irrigation and IoT engineer" },
    },
    other: {
      title: "You get anoda skill?",
      text: "Money matter, communication, logistics or something wey we never think of: if e go help farmers, tell us about am.",
      link: "Send open application",
    },
  },
  how: {
    eyebrow: "How we dey hire",
    title: "Four steps, no surprise",
    intro: "We dey keep hiring short and fair, and we dey reply every application.",
    step: "Step {number}: ",
    cv: {
      title: "Send your CV",
      text: "Email your CV and short note about di area wey you like and wetin you go bring for farmers. No form to fill.",
    },
    conversation: {
      title: "First talk",
      text: "If your experience fit wetin we need now or soon, we go call you for 30 minutes talk about your work and wetin you dey find.",
    },
    task: {
      title: "Small practical work",
      text: "You go prepare something wey near di real work: short lesson, plan for field visit, farm budget or small code. We go pay for any transport to our sites.",
    },
    decide: {
      title: "Meet di team and decide",
      text: "You go meet di people wey you go work wit and ask dem anything. We dey decide quick and we go tell every candidate di result, whatever e be.",
    },
    welcome:
      "We welcome applications from women, from people wey get disability and from every part of Nigeria, and we dey consider NYSC corps members and students for placement and internship. We no dey ever ask candidates for money at any stage: if anybody ask you, report am to us.",
  },
  apply: {
    title: "You ready to apply?",
    before: "Send your CV to",
    after: "and tell us which area you wan work.",
    contactHr: "Contact HR",
  },
};

export default pcm;
