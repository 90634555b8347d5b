/** The Careers page. */
const en = {
  meta: {
    title: "Careers",
    description:
      "Work with us in agronomy, training, extension, agribusiness or technology, and help Nigerian farmers learn to produce more.",
  },
  mailSubject: "Career enquiry – {siteName}",
  hero: {
    eyebrow: "Careers",
    title: "Grow your career with {siteName}",
    lead: "We are agronomists, trainers, extension workers, business advisers and engineers helping Nigerian farmers learn to produce more. If that is work you want to do, we would like to hear from you.",
    contactHr: "Contact HR",
  },
  why: {
    eyebrow: "Why work with us",
    title: "Work that matters, in the field and online",
    families: {
      title: "Work that feeds families",
      text: "Every course you help build and every farm visit you make helps a farmer grow more and earn more. You will see the results in the fields and in the stories our learners send us.",
    },
    fieldDigital: {
      title: "Field and digital, together",
      text: "We teach online and on demonstration plots. Our people move between the phone screen and the farm, so your work stays practical and close to the farmers it serves.",
    },
    learn: {
      title: "Learn as you work",
      text: "Every team member can take any of our courses free, joins our field days and workshops, and gets time each quarter for training of their own choice.",
    },
    team: {
      title: "A small team that listens",
      text: "Agronomists, trainers, business advisers and engineers sit in the same meetings. New ideas are tried quickly, and everyone's name is on what we publish together.",
    },
  },
  areas: {
    eyebrow: "Where we hire",
    title: "Areas we hire in",
    intro:
      "We hire in five areas. Roles open as our programmes grow, and we keep promising applications on file for the next opening.",
    typicalRoles: "Typical roles",
    agronomy: {
      title: "Agronomy",
      text: "Crop and livestock specialists who design our trials, answer farmers' questions in consultations and keep our courses accurate.",
      roles: { r1: "Agronomist", r2: "Soil scientist", r3: "Animal health officer" },
    },
    training: {
      title: "Training",
      text: "Trainers and course producers who turn good practice into clear lessons, videos and guides that work on a phone and in a field.",
      roles: { r1: "Course trainer", r2: "Instructional designer", r3: "Video producer" },
    },
    extension: {
      title: "Extension",
      text: "Field officers who visit farms, run field days with cooperatives and bring farmers' questions back to the team. Local languages are a strong plus.",
      roles: { r1: "Extension officer", r2: "Field day coordinator", r3: "Community facilitator" },
    },
    agribusiness: {
      title: "Agribusiness",
      text: "Advisers who help farmers keep records, plan finance, reach buyers and grow a farm into a business.",
      roles: {
        r1: "Agribusiness adviser",
        r2: "Market linkage officer",
        r3: "Partnerships associate",
      },
    },
    technology: {
      title: "Technology",
      text: "Engineers and data people who build our learning platform and bring sensors, irrigation and farm data to smallholders at a price that pays off.",
      roles: { r1: "Web developer", r2: "Data analyst", r3: "Irrigation and IoT engineer" },
    },
    other: {
      title: "Another skill to offer?",
      text: "Finance, communications, logistics or something we have not thought of: if it helps farmers, tell us about it.",
      link: "Send an open application",
    },
  },
  how: {
    eyebrow: "How we hire",
    title: "Four steps, no surprises",
    intro: "We keep hiring short and fair, and we reply to every application.",
    step: "Step {number}: ",
    cv: {
      title: "Send your CV",
      text: "E-mail your CV and a short note on the area that interests you and what you would bring to farmers. There is no form to fill in.",
    },
    conversation: {
      title: "A first conversation",
      text: "If your experience fits a current or upcoming need, we call you for a 30-minute conversation about your work and what you are looking for.",
    },
    task: {
      title: "A practical task",
      text: "You prepare something close to the real job: a short lesson, a field visit plan, a farm budget or a small piece of code. We pay for any travel to our sites.",
    },
    decide: {
      title: "Meet the team and decide",
      text: "You meet the people you would work with and ask them anything. We decide quickly and tell every candidate the outcome, whatever it is.",
    },
    welcome:
      "We welcome applications from women, from people with disabilities and from every part of Nigeria, and we consider NYSC corps members and students for placements and internships. We never ask candidates for money at any stage: report any such request to us.",
  },
  apply: {
    title: "Ready to apply?",
    before: "Send your CV to",
    after: "and tell us which area you would like to work in.",
    contactHr: "Contact HR",
  },
} as const;

export default en;
