import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "Wetin we dey do",
    description:
      "Education and training, help to produce, research and new ideas for farmers and agro business people for Nigeria.",
  },
  eyebrow: "Wetin we dey do",
  title: "Everything wey farm need to grow",
  lead: "Education, help to produce, research and new ideas: four ways wey we dey help farmers and agro business people learn to produce more.",
  onThisPage: "Services for dis page",
  whatWeOffer: "Wetin we dey offer",
  education: {
    title: "Education and Training",
    text: "Courses wey you fit use for field and follow for your phone, and training days wey you go do wit your hand for our demo farm.",
    features: {
      f1: "Online courses wey you fit take for your own time: crops, animals, technology and farm business",
      f2: "Short video lessons wey no go chop your data, wit guides wey you fit download",
      f3: "Certificate wey people fit check, when you finish one course",
      f4: "Field days and workshops for our demo farm for Epe",
      f5: "Group training for cooperatives, NGOs and companies",
    },
    link: "Check di Academy",
  },
  production: {
    title: "Production",
    text: "We go stand wit you to plan, set up and run farm wey dey produce well, from di first soil test reach di first sale.",
    features: {
      f1: "Farm plan and which business fit your land and your money",
      f2: "Advice on crops, poultry, fish and animals",
      f3: "How to design water for farm, greenhouse and store",
      f4: "Where to buy good seed, feed, fertiliser and machine",
      f5: "How to handle harvest well and connect wit buyers",
    },
    link: "Talk to us about production",
  },
  research: {
    title: "Research",
    text: "Research for farm wey dey answer farmers' questions, wey we dey share open so everybody fit use am.",
    features: {
      f1: "We dey test different seeds and ways to plant for farmers' own farm",
      f2: "Soil check and test, wit advice on which fertiliser to use",
      f3: "Rain and weather study to help you know when to plant",
      f4: "Research papers and open data, free to download",
      f5: "Research work wit universities and companies",
    },
    link: "See our research",
  },
  innovation: {
    title: "New ideas",
    text: "We dey try new tools and new ways wit farmers, and we dey share wetin work and wetin no work.",
    features: {
      f1: "Sensors wey no cost much, drip kits and smart farm tools, wey we don test for field",
      f2: "Farming wey fit di weather: cover crops, leave crop remain for ground, plant early",
      f3: "Test projects wit cooperatives and partners",
      f4: "Digital record and planning tools for small farms",
      f5: "Stories, events and results wey we share for Our Journey",
    },
    link: "Follow Our Journey",
  },
};

export default pcm;
