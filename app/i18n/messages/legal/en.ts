/**
 * The Privacy Policy and the Terms of Service. Each body is light markup, read by RichText
 * (~/components/content/legal-document): paragraphs apart by a blank line, "- " list items,
 * **bold**, *emphasis*, [words](/site-path, mailto:… or https://…). {siteName}, {address} and
 * {email} come from the site settings.
 */
const en = {
  privacy: {
    title: "Privacy Policy",
    metaDescription:
      "How we collect, use and protect your personal data under the Nigeria Data Protection Act 2023, and how to use your rights.",
    intro:
      "This policy explains how {siteName} collects and uses personal data when you visit our website, create an account, take a course, book a consultation or contact us, in line with the Nigeria Data Protection Act 2023. Please also read our [Terms of Service](/terms-of-service).",
    sections: {
      whoWeAre: {
        title: "Who we are",
        body: '{siteName} is an agricultural training academy and consultancy based in Lagos, Nigeria. For the personal data described in this policy, {siteName} is the data controller under the Nigeria Data Protection Act 2023 (the "NDPA"): we decide why and how your data is used, and we are responsible for it.\n\n- **Address:** {address}\n- **E-mail for privacy questions:** [{email}](mailto:{email}?subject=Data protection request)\n\nOur data protection lead handles every privacy request sent to this address. This policy explains what we collect, why, how long we keep it and the rights you have.',
      },
      whatWeCollect: {
        title: "The personal data we collect",
        body: "We only collect what we need to provide our services:\n\n- **Your account:** full name, e-mail address, phone number, password (stored only as a secure one-way hash, never readable by anyone), role, account status, and the dates you signed up and last changed your details. If you sign in with Google or Facebook, we receive your name, e-mail address and profile picture from that service.\n- **Your learning:** the courses you enroll in, lessons completed, watch time, progress and scores, certificates issued to you, your notifications and your notification preferences.\n- **Consultation requests:** name, e-mail, phone, farm size, crops, the plan you choose, your preferred date and time, your message, and the status of the request.\n- **Contact messages:** name, e-mail, phone, company, subject and your message.\n- **Technical data:** your IP address and browser details when you sign in or send a form, used to keep accounts secure and to stop spam and abuse, and short server logs of the pages requested.\n\nWe do not ask for sensitive personal data (such as health, religion or biometric data) and ask you not to include it in messages. We do not collect card details: if a paid service is offered, payment is handled as described at the time of purchase.",
      },
      purposes: {
        title: "Why we use it and our lawful bases",
        body: "Section 25 of the NDPA lists the lawful bases for processing. We rely on these:\n\n- **To create and run your account, deliver courses, track your progress and issue certificates**: performance of our contract with you.\n- **To handle your consultation request or contact message and reply to you**: steps you ask us to take before a contract, and performance of that contract.\n- **To send service e-mails** (verifying your e-mail, password resets, confirmations, certificate and consultation updates): performance of our contract.\n- **To keep the site secure**, prevent fraud, spam and misuse, and fix problems: our legitimate interests, balanced against your rights.\n- **To keep accounting and tax records** and respond to lawful requests from authorities: compliance with a legal obligation.\n- **Optional notifications** you switch on or off in your settings: your consent, which you can withdraw at any time.\n\nWe do not sell your personal data, we do not use it for advertising, and we make no decisions about you by automated means alone.",
      },
      sharing: {
        title: "Who we share it with",
        body: "We share personal data only where needed, and never sell it:\n\n- **Service providers** who host our website and database and deliver our e-mails. They act on our instructions under written contracts that require them to keep your data secure and confidential.\n- **Certificate checks:** anyone you give a certificate verification code to can confirm your name, the course and the date it was issued.\n- **Authorities**, when the law requires it or to protect the rights and safety of our learners, staff or the public.\n\nWhere a provider stores or processes data outside Nigeria, we only transfer it as Part VIII of the NDPA allows: to a country with adequate protection, or with appropriate safeguards such as contractual clauses.",
      },
      retention: {
        title: "How long we keep it",
        body: "- **Account and learning records**: while your account is open. When you delete your account, we delete your profile, enrollments, progress, certificates and notifications at once.\n- **Consultation requests**: up to six years after the consultation, as business and tax records. After an account is deleted they are kept without any link to it.\n- **Contact messages**: up to two years after our last reply, unless they lead to a contract.\n- **Security and server logs**: no longer than 90 days, unless needed to investigate an incident.",
      },
      yourRights: {
        title: "Your rights",
        body: "Under sections 34 to 38 of the NDPA you have the right to:\n\n- **Be informed** about how we use your data, as in this policy.\n- **Access** the personal data we hold about you and receive a copy.\n- **Rectification**: correct inaccurate or incomplete data. You can edit your name and phone number yourself in your [account settings](/settings).\n- **Erasure**: have your data deleted. Use *Delete My Account* in your [account settings](/settings); it takes effect at once after you confirm your password.\n- **Data portability**: receive your data in a machine-readable format. Use *Download My Data* in your [account settings](/settings) to get all of it (profile, enrollments, progress, certificates, consultations and notifications) as a JSON file.\n- **Object** to processing based on our legitimate interests, and to restrict processing while a complaint is checked.\n- **Withdraw consent** at any time where we rely on it, without affecting what was done before.\n\nFor anything you cannot do yourself in your settings, e-mail [{email}](mailto:{email}?subject=Data protection request). We may ask you to confirm your identity, and we reply within one month at the latest. Exercising your rights is free.",
      },
      complaints: {
        title: "Complaints",
        body: "If you are unhappy with how we handle your data, please tell us first at [{email}](mailto:{email}?subject=Data protection complaint) so we can put it right. You also have the right to lodge a complaint with the Nigeria Data Protection Commission (NDPC), the regulator under the NDPA, through its website [ndpc.gov.ng](https://ndpc.gov.ng).",
      },
      cookies: {
        title: "Cookies",
        body: 'We use only the cookies the site needs to work:\n\n- **Session cookie**: keeps you signed in. It cannot be read by scripts, is only sent over secure connections and ends when you sign out.\n- **Message (flash) cookie**: carries a one-time confirmation such as "Message Sent!" to the next page, then is deleted.\n\nWe use no analytics, advertising or tracking cookies, and our pages load no third-party scripts, fonts or trackers. Because these cookies are strictly necessary, we do not ask for consent to them; blocking them in your browser will stop sign-in from working.',
      },
      security: {
        title: "How we protect your data",
        body: "We use encrypted connections (HTTPS), store passwords only as strong one-way hashes, limit access to personal data to staff who need it, check every request on the server against your role, and limit repeated attempts to sign in or send forms.\n\nIf a personal data breach is likely to put your rights at risk, we will report it to the Nigeria Data Protection Commission within 72 hours of becoming aware of it, and tell you without delay where the risk to you is high, as section 40 of the NDPA requires.",
      },
      children: {
        title: "Children",
        body: "Our courses and services are intended for people aged 18 and over. Young people under 18 may use them only with the consent of a parent or legal guardian, as section 31 of the NDPA requires. If you believe a child has given us personal data without that consent, contact us and we will delete it.",
      },
      changes: {
        title: "Changes to this policy",
        body: "We update this policy when our services or the law change. The date at the top shows the latest version. If a change affects how we use data you have already given us, we will tell you by e-mail or by a notification in your dashboard before it takes effect.",
      },
      contact: {
        title: "Contact us",
        body: "Questions about this policy or your data: write to {siteName}, {address}, or e-mail [{email}](mailto:{email}?subject=Privacy question). You can also reach us through our [contact page](/contact).",
      },
    },
  },
  terms: {
    title: "Terms of Service",
    metaDescription:
      "The terms for using our website, online courses, certificates, consultations and research downloads, governed by Nigerian law.",
    intro:
      "Please read these terms before you use our website, courses and consultation services. They are written to be clear: if anything is not, ask us.",
    sections: {
      about: {
        title: "About these terms",
        body: 'These terms govern your use of the {siteName} website, our online courses, training, consultations and research downloads. "We" and "us" mean {siteName}, {address}. "You" means the person using the site or our services.\n\nBy creating an account, enrolling in a course or booking a consultation you agree to these terms and to our [Privacy Policy](/privacy-policy). If you do not agree, please do not use the site. Nothing in these terms takes away the rights you have as a consumer under the Federal Competition and Consumer Protection Act 2018.',
      },
      accounts: {
        title: "Your account",
        body: "- You must be 18 or over, or have the consent of a parent or guardian.\n- Give accurate details and keep them up to date. Use an e-mail address you can receive messages at: we use it to verify your account and to reset your password.\n- Your account is for you alone. Keep your password secret and tell us at once if you think someone else has used your account.\n- You can close your account at any time with *Delete My Account* in your [settings](/settings).\n- We may suspend or close an account that breaks these terms, after telling you why where the law and safety allow.",
      },
      acceptableUse: {
        title: "Acceptable use",
        body: "When you use the site, you agree not to:\n\n- share your account, or copy, resell or publish our course materials as your own;\n- upload or send anything unlawful, misleading, abusive or that infringes others' rights;\n- send spam or automated requests, or try to get around limits on forms and sign-in;\n- try to access accounts, data or parts of the site that are not meant for you, or disrupt the site's security or operation;\n- impersonate anyone, or obtain a certificate by cheating or by someone else's work.",
      },
      courses: {
        title: "Courses and certificates",
        body: "When you enroll in a course you get personal, non-transferable access to its lessons and resources for as long as we offer the course and your account is open. We keep our courses up to date, which means lessons may be improved, replaced or reordered.\n\nWhen you complete a course, we issue a certificate with a unique verification code that anyone can check on our site. A certificate confirms that you completed our course; it is not a government licence or an academic degree. We may withdraw a certificate obtained by cheating or by mistake, and its verification page will then say so.",
      },
      fees: {
        title: "Fees and payment",
        body: "Many of our courses are free. Where a course, training day or consultation has a fee, the price is shown in Nigerian Naira (₦) before you commit, and includes any VAT that applies. We tell you how to pay before you are charged, and you pay nothing you have not agreed to.\n\nIf you change your mind, ask for a refund within 14 days of paying: we refund in full if you have not yet started the course or had the consultation, and consider every other request fairly. Prices may change, but never for something you have already paid for.",
      },
      consultations: {
        title: "Consultations",
        body: "A consultation request is not yet a booking: we contact you to confirm a date, time and any fee. You can cancel or move a confirmed consultation by telling us at least 24 hours in advance.\n\nOur advice is based on the information you give us and on good agricultural practice. Farming results also depend on weather, pests, markets, inputs and how the advice is applied, which we do not control, so we cannot guarantee a particular yield or income.",
      },
      intellectualProperty: {
        title: "Intellectual property",
        body: "The courses, videos, guides, texts, illustrations, logo and software of this site belong to {siteName} or to those who licensed them to us. You may view and download them for your own learning and farm, but not copy, share or sell them without our written permission.\n\nResearch papers and data sets on our [research page](/research) may be used for study, research, extension and teaching, including by others, provided you credit {siteName} as the source, unless a file says otherwise.\n\nMessages and materials you send us remain yours. You allow us to use them to answer you and to provide the service you asked for.",
      },
      thirdParties: {
        title: "Links to other services",
        body: "Some buttons open services run by others, such as WhatsApp, maps, social networks, or Google and Facebook sign-in. Their own terms and privacy policies apply there, and we are not responsible for them.",
      },
      liability: {
        title: "Our responsibility to you",
        body: "We provide our courses and advice with reasonable care and skill. We work to keep the site available and correct, but it may sometimes be unavailable for maintenance or because of problems outside our control.\n\nAs far as the law allows, we are not liable for indirect or unforeseeable losses, such as lost profits or crop losses caused by weather, pests or markets, and our total liability to you for any claim is limited to the amount you paid us for the service concerned in the 12 months before the claim. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any liability that cannot be limited under Nigerian law.",
      },
      changes: {
        title: "Changes to these terms",
        body: "We may update these terms when our services or the law change. The date at the top shows the current version. We will tell you about important changes by e-mail or by a notification in your dashboard before they apply; if you do not accept them, you can close your account.",
      },
      governingLaw: {
        title: "Governing law and disputes",
        body: "These terms are governed by the laws of the Federal Republic of Nigeria. If you have a complaint, please contact us first: most problems are solved quickly that way. A dispute we cannot settle together may be referred to mediation at the Lagos Multi-Door Courthouse, and otherwise to the courts of Lagos State, which have jurisdiction.",
      },
      contact: {
        title: "Contact us",
        body: "Questions about these terms: write to {siteName}, {address}, e-mail [{email}](mailto:{email}), or use our [contact page](/contact).",
      },
    },
  },
} as const;

export default en;
