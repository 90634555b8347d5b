import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  privacy: {
    title: "Privacy Policy",
    metaDescription:
      "How we dey collect, use and protect your personal information under the Nigeria Data Protection Act 2023, and how you fit use your rights.",
    intro:
      "This policy dey explain how {siteName} dey collect and use your personal information when you visit our website, open account, take course, book consultation or contact us, as the Nigeria Data Protection Act 2023 talk. Abeg read our [Terms of Service](/terms-of-service) too.",
    sections: {
      whoWeAre: {
        title: "Who we be",
        body: '{siteName} na farm training academy and consultancy wey dey Lagos, Nigeria. For the personal information wey this policy talk about, {siteName} na the "data controller" under the Nigeria Data Protection Act 2023 (the "NDPA"): na we decide why and how we go use your information, and na we go answer for am.\n\n- **Address:** {address}\n- **Email for privacy questions:** [{email}](mailto:{email}?subject=Data protection request)\n\nOur data protection officer dey handle every privacy request wey reach this address. This policy dey explain wetin we dey collect, why, how long we dey keep am and the rights wey you get.',
      },
      whatWeCollect: {
        title: "The personal information wey we dey collect",
        body: "We dey collect only wetin we need to give you our service:\n\n- **Your account:** your full name, email address, phone number, password (we dey keep am only as secure one-way hash, nobody fit read am), your role, account status, and the dates wey you register and last change your details. If you enter with Google or Facebook, we go collect your name, email address and profile picture from dem.\n- **Your learning:** the courses wey you join, lessons wey you finish, how long you watch, your progress and scores, certificates wey we give you, your notifications and how you set dem.\n- **Consultation requests:** name, email, phone, farm size, crops, the plan wey you choose, the date and time wey you like, your message, and where the request reach.\n- **Contact messages:** name, email, phone, company, subject and your message.\n- **Technical information:** your IP address and browser details when you enter or send form, to keep accounts safe and stop spam and abuse, and short server logs of the pages wey people open.\n\nWe no dey ask for sensitive personal information (like health, religion or fingerprint) and we beg you make you no put am for messages. We no dey collect card details: if we get service wey you go pay for, we go explain how payment go work when you wan buy.",
      },
      purposes: {
        title: "Why we dey use am and the law wey allow us",
        body: "Section 25 of the NDPA list the legal reasons wey allow person use information. Na these ones we dey use:\n\n- **To open and run your account, give you courses, follow your progress and give certificates**: to do wetin we agree with you.\n- **To handle your consultation request or contact message and answer you**: steps wey you ask us to take before we agree, and to do wetin we agree.\n- **To send service emails** (to check your email, reset password, confirmations, certificate and consultation updates): to do wetin we agree with you.\n- **To keep the site safe**, stop fraud, spam and bad use, and fix problems: our correct business interest, wey we balance with your rights.\n- **To keep account and tax records** and answer legal requests from government: because law say make we do am.\n- **Notifications wey no compulsory** wey you fit on or off for your settings: because you agree, and you fit change your mind any time.\n\nWe no dey sell your personal information, we no dey use am for advert, and no machine dey decide anything about you alone.",
      },
      sharing: {
        title: "Who we dey share am with",
        body: "We dey share personal information only when e necessary, and we no dey sell am:\n\n- **Companies wey dey work for us** wey dey host our website and database and dey send our emails. Dem dey follow our instruction under written agreement wey say make dem keep your information safe and secret.\n- **Certificate checks:** anybody wey you give your certificate code fit confirm your name, the course and the date wey we give am.\n- **Government**, when law demand am or to protect the rights and safety of our learners, staff or the public.\n\nIf any company keep or use information outside Nigeria, we go only send am as Part VIII of the NDPA allow: to country wey get correct protection, or with correct safeguards like agreement clauses.",
      },
      retention: {
        title: "How long we dey keep am",
        body: "- **Account and learning records**: as long as your account dey open. When you delete your account, we go delete your profile, courses wey you join, progress, certificates and notifications at once.\n- **Consultation requests**: up to six years after the consultation, as business and tax records. After you delete your account, we go keep dem without any link to you.\n- **Contact messages**: up to two years after our last answer, unless e turn to agreement.\n- **Security and server logs**: no pass 90 days, unless we need am to check one problem.",
      },
      yourRights: {
        title: "Your rights",
        body: "Under sections 34 to 38 of the NDPA, you get right to:\n\n- **Know** how we dey use your information, as this policy talk.\n- **See** the personal information wey we get about you and collect copy.\n- **Correct am**: change information wey no correct or no complete. You fit change your name and phone number by yourself for your [account settings](/settings).\n- **Delete am**: make we delete your information. Use *Delete My Account* for your [account settings](/settings); e go work at once after you confirm your password.\n- **Carry your information go**: collect your information for format wey computer fit read. Use *Download My Data* for your [account settings](/settings) to collect everything (profile, courses wey you join, progress, certificates, consultations and notifications) as JSON file.\n- **Object** to how we dey use information because of our business interest, and make we stop to use am while we dey check complaint.\n- **Change your mind** any time for anything wey we do because you agree, but wetin we don do before go still stand.\n\nFor anything wey you no fit do by yourself for your settings, send email to [{email}](mailto:{email}?subject=Data protection request). We fit ask you to show say na you, and we go answer you inside one month at most. E no cost anything to use your rights.",
      },
      complaints: {
        title: "Complaints",
        body: "If you no happy with how we handle your information, abeg first tell us for [{email}](mailto:{email}?subject=Data protection complaint) make we fit correct am. You still get right to complain to the Nigeria Data Protection Commission (NDPC), the government office wey dey control this matter under the NDPA, through their website [ndpc.gov.ng](https://ndpc.gov.ng).",
      },
      cookies: {
        title: "Cookies",
        body: 'We dey use only the cookies wey the site need to work:\n\n- **Session cookie**: e dey keep you inside your account. Scripts no fit read am, e dey travel only through secure connection and e go end when you comot.\n- **Message (flash) cookie**: e dey carry one-time message like "Message Sent!" go the next page, then e go delete.\n\nWe no dey use analytics, advert or tracking cookies, and our pages no dey load scripts, fonts or trackers from other companies. Because these cookies necessary well well, we no dey ask you make you agree; if you block dem for your browser, you no go fit enter your account.',
      },
      security: {
        title: "How we dey protect your information",
        body: "We dey use secure connection (HTTPS), we dey keep passwords only as strong one-way hash, na only staff wey need am fit see personal information, we dey check every request for server against your role, and we dey limit how many times person fit try enter or send form.\n\nIf personal information leak and e fit put your rights for danger, we go report am to the Nigeria Data Protection Commission inside 72 hours after we know, and we go tell you quick quick if the danger to you big, as section 40 of the NDPA talk.",
      },
      children: {
        title: "Children",
        body: "Our courses and services na for people wey don reach 18 years and above. Young people wey never reach 18 fit use dem only if their parent or guardian agree, as section 31 of the NDPA talk. If you think say one child don give us personal information without that agreement, contact us and we go delete am.",
      },
      changes: {
        title: "Changes to this policy",
        body: "We dey update this policy when our services or the law change. The date for the top na the latest version. If any change affect how we dey use information wey you don give us before, we go tell you by email or notification for your dashboard before e start.",
      },
      contact: {
        title: "Contact us",
        body: "Questions about this policy or your information: write to {siteName}, {address}, or send email to [{email}](mailto:{email}?subject=Privacy question). You fit also reach us through our [contact page](/contact).",
      },
    },
  },
  terms: {
    title: "Terms of Service",
    metaDescription:
      "The rules for using our website, online courses, certificates, consultations and research downloads, under Nigerian law.",
    intro:
      "Abeg read these rules before you use our website, courses and consultation services. We write dem make dem clear: if anything no clear, ask us.",
    sections: {
      about: {
        title: "About these rules",
        body: 'These rules dey cover how you dey use the {siteName} website, our online courses, training, consultations and research downloads. "We" and "us" mean {siteName}, {address}. "You" mean the person wey dey use the site or our services.\n\nWhen you open account, join course or book consultation, you don agree to these rules and to our [Privacy Policy](/privacy-policy). If you no agree, abeg no use the site. Nothing for these rules fit remove the rights wey you get as customer under the Federal Competition and Consumer Protection Act 2018.',
      },
      accounts: {
        title: "Your account",
        body: "- You must reach 18 years or more, or your parent or guardian must agree.\n- Give correct details and keep dem up to date. Use email address wey dey receive messages: we dey use am to check your account and to reset your password.\n- Your account na for you alone. Keep your password secret and tell us quick if you think say another person don use your account.\n- You fit close your account any time with *Delete My Account* for your [settings](/settings).\n- We fit stop or close account wey break these rules, after we tell you why, if law and safety allow.",
      },
      acceptableUse: {
        title: "Wetin you fit and no fit do",
        body: "When you dey use the site, you agree say you no go:\n\n- share your account, or copy, sell again or publish our course materials like say na your own;\n- upload or send anything wey against law, wey dey lie, wey dey abuse people or wey dey spoil other people rights;\n- send spam or automatic requests, or try to dodge the limits for forms and login;\n- try to enter accounts, information or parts of the site wey no be for you, or spoil the site security or how e dey work;\n- pretend say you be another person, or collect certificate by cheating or with another person work.",
      },
      courses: {
        title: "Courses and certificates",
        body: "When you join course, you go get access to the lessons and materials for yourself alone (you no fit give another person) as long as we still dey offer the course and your account dey open. We dey keep our courses up to date, so we fit improve, change or rearrange lessons.\n\nWhen you finish course, we go give you certificate with special code wey anybody fit check for our site. Certificate dey show say you finish our course; e no be government licence or university degree. We fit collect back certificate wey person get by cheating or by mistake, and the check page go talk am.",
      },
      fees: {
        title: "Money and payment",
        body: "Plenty of our courses na free. If course, training day or consultation get fee, we go show the price for Nigerian Naira (₦) before you agree, and e don include any VAT wey dey. We go tell you how to pay before we collect money, and you no go pay for anything wey you no agree.\n\nIf you change your mind, ask for your money back inside 14 days after you pay: we go return all the money if you never start the course or do the consultation, and we go look every other request well. Prices fit change, but never for something wey you don already pay for.",
      },
      consultations: {
        title: "Consultations",
        body: "Consultation request no be booking yet: we go contact you to agree date, time and any fee. You fit cancel or move consultation wey we don confirm if you tell us at least 24 hours before.\n\nOur advice dey based on the information wey you give us and on good farm practice. Farm results still depend on weather, pests, market, inputs and how you use the advice, wey we no fit control, so we no fit promise any particular harvest or money.",
      },
      intellectualProperty: {
        title: "Who get the materials",
        body: "The courses, videos, guides, writings, pictures, logo and software for this site na {siteName} own, or the people wey give us permission. You fit watch and download dem for your own learning and farm, but you no fit copy, share or sell dem without our written permission.\n\nResearch papers and data sets for our [research page](/research) fit dey used for study, research, extension work and teaching, even by other people, as long as you mention {siteName} as where you get am, unless the file talk another thing.\n\nMessages and materials wey you send us still be your own. You allow us use dem to answer you and to give you the service wey you ask for.",
      },
      thirdParties: {
        title: "Links to other services",
        body: "Some buttons dey open services wey other people dey run, like WhatsApp, maps, social media, or Google and Facebook login. Their own rules and privacy policies dey apply there, and we no dey answer for dem.",
      },
      liability: {
        title: "Wetin we go answer for",
        body: "We dey give our courses and advice with care and skill. We dey try make the site dey work and dey correct, but sometimes e fit no dey available because of maintenance or problems wey pass our control.\n\nAs far as law allow, we no go answer for loss wey no come direct or wey nobody fit expect, like profit wey you no make or crops wey weather, pests or market spoil, and all wetin we go pay you for any claim no go pass the money wey you pay us for that service inside the 12 months before the claim. Nothing for these rules go limit our responsibility for death or injury wey come from carelessness, for fraud, or for anything wey Nigerian law no allow make we limit.",
      },
      changes: {
        title: "Changes to these rules",
        body: "We fit update these rules when our services or the law change. The date for the top na the current version. We go tell you about big changes by email or notification for your dashboard before dem start; if you no accept dem, you fit close your account.",
      },
      governingLaw: {
        title: "Law and quarrels",
        body: "Na the laws of the Federal Republic of Nigeria dey cover these rules. If you get complaint, abeg contact us first: na so most problems dey settle quick. Quarrel wey we no fit settle together fit go for settlement (mediation) at the Lagos Multi-Door Courthouse, and if not, to the courts of Lagos State, wey get power over am.",
      },
      contact: {
        title: "Contact us",
        body: "Questions about these rules: write to {siteName}, {address}, send email to [{email}](mailto:{email}), or use our [contact page](/contact).",
      },
    },
  },
};

export default pcm;
