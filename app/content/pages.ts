// Copy for the public site's text pages, rendered by app/components/ProsePage.tsx.
import type { Illustration } from "./site";

export interface ProseSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface ProsePageContent {
  path: string;
  title: string;
  description: string;
  intro: string;
  image?: Illustration;
  sections: ProseSection[];
  links: { to: string; label: string; primary?: boolean }[];
}

export const technologyPage: ProsePageContent = {
  path: "/technology",
  title: "Our seed-treatment technology",
  description: "How Gona's seed treatment helps crops absorb 40-50% more nutrients so farmers need 50% less NPK and harvest 15-20% more.",
  intro:
    "Gona's seed treatment is a thin coating applied to seed before planting. It carries beneficial soil microbes and nutrients that help the seedling build a bigger, more active root system in its first weeks.",
  image: { src: "/images/site/biohacking-1.svg", alt: "A flask and treated seed in the lab" },
  sections: [
    {
      heading: "How it works",
      paragraphs: [
        "Most of the phosphorus and much of the nitrogen in a bag of NPK never reaches the crop: it is locked onto soil particles or washed away by heavy rain. Roots that partner with the right microbes reach further and free more of those nutrients.",
        "The coating places those partners right where the first root emerges. The plant feeds them sugars; they help the plant take up phosphorus, nitrogen and water.",
      ],
    },
    {
      heading: "What farmers see",
      bullets: [
        "40-50 percent nutrient absorption gain measured in treated plants.",
        "50% less NPK fertilizer needed in our farmer-managed trials.",
        "15-20% yield increase over farmers' usual practice.",
        "Seed booking up to 6 months ahead, in 5 local languages.",
        "Middleman cost cut up to 30% when the harvest is sold through Gona Market.",
      ],
    },
    {
      heading: "What it does not do",
      paragraphs: [
        "The treatment does not replace fertilizer, weeding or good planting dates. Results depend on rainfall, soil and management; late weeding in our trials cut the gain. We publish our trial data so you can judge for yourself.",
      ],
    },
  ],
  links: [
    { to: "/contact", label: "Talk to an agronomist", primary: true },
    { to: "/research", label: "Research publications" },
    { to: "/lms/seed-treatment-and-planting", label: "Free course: seed treatment and planting" },
  ],
};

export const partnershipsPage: ProsePageContent = {
  path: "/partnerships",
  title: "Partnerships",
  description: "Work with Gona: cooperatives, agro-dealers, off-takers, research institutes and development partners.",
  intro: "We reach farmers through the people they already trust. These are the partners we work with, and how to join them.",
  image: { src: "/images/site/post-2.svg", alt: "Two partners shaking hands in a field" },
  sections: [
    {
      heading: "Farmer cooperatives",
      paragraphs: ["Cooperatives host seed-booking days and AgriAcademy classes, and sell members' harvests as one lot on Gona Market."],
    },
    {
      heading: "Agro-dealers",
      paragraphs: ["Agro-dealers stock treated seed for collection, so farmers who book seed pick it up close to home."],
    },
    {
      heading: "Buyers and processors",
      paragraphs: [
        "Millers, feed makers and aggregators buy graded produce directly from verified farmers, with fewer layers of middlemen.",
      ],
    },
    {
      heading: "Research and development partners",
      paragraphs: ["Universities and research institutes run independent trials of our seed treatment and review our data."],
    },
  ],
  links: [
    { to: "/contact", label: "Partner with us", primary: true },
    { to: "/invest", label: "Investment opportunities" },
    { to: "/projects", label: "Our projects" },
  ],
};

export const researchPage: ProsePageContent = {
  path: "/research",
  title: "Research publications",
  description: "Gona's seed-treatment trial reports and plot data from Kano and Kaduna States.",
  intro: "We test every claim in farmer-managed trials and publish what we find. These are our reports so far.",
  image: { src: "/images/site/gallery-2.svg", alt: "Lab flasks beside a tray of seed" },
  sections: [
    {
      heading: "2023 wet-season trials (report, January 2024)",
      paragraphs: [
        "120 paired plots of maize in Kano and Kaduna States. Treated seed with 50% less NPK yielded 15-20% more grain than farmers' usual practice; gains were smaller where weeding was late.",
      ],
    },
    {
      heading: "Nutrient uptake study (lab and pot trials, 2023)",
      paragraphs: [
        "Treated maize and sorghum seedlings absorbed 40-50 percent more phosphorus and nitrogen than untreated seedlings grown in the same sandy savanna soil.",
      ],
    },
    {
      heading: "2024 independent trials (in progress)",
      paragraphs: [
        "A university partner is repeating the trials on maize, sorghum and rice across three agro-ecological zones. Results are due after the 2024 harvest.",
      ],
    },
    { heading: "Getting the data", paragraphs: ["Researchers and partners can request the plot-level data through our contact page."] },
  ],
  links: [
    { to: "/contact", label: "Request the data", primary: true },
    { to: "/technology", label: "How the technology works" },
  ],
};

export const biohackingPage: ProsePageContent = {
  path: "/biohacking",
  title: "Seed Biohacking Initiative",
  description: "Gona's research programme on seed treatments that help crops use fertilizer better.",
  intro:
    "The Seed Biohacking Initiative is our research programme: finding, testing and producing seed treatments that help Nigerian crops do more with less fertilizer.",
  image: { src: "/images/site/biohacking-2.svg", alt: "Treated seedlings in trial plots" },
  sections: [
    {
      heading: "What we work on",
      bullets: [
        "Microbe and nutrient coatings for maize, sorghum, rice and cowpea.",
        "Shelf life of treated seed in hot, dry storage.",
        "Simple on-farm checks that a treatment is working.",
      ],
    },
    {
      heading: "Results so far",
      bullets: ["40-50% better nutrient absorption.", "50% less NPK fertilizer in trials.", "15-20% yield increase."],
    },
  ],
  links: [
    { to: "/technology", label: "The technology", primary: true },
    { to: "/research", label: "Research publications" },
    { to: "/contact", label: "Partner with us" },
  ],
};

export const marketplacePage: ProsePageContent = {
  path: "/marketplace",
  title: "Gona Market",
  description: "Buy and sell crops, seed, land rental, labour, tools and fertilizer directly with verified Nigerian farmers and suppliers.",
  intro:
    "Gona Market is where farmers, buyers and suppliers meet directly. Farmers list crops, land for rent and labour services; suppliers list seed, tools and chemicals; buyers browse and send purchase requests.",
  image: { src: "/images/site/marketplace-1.svg", alt: "The Gona Market screen on a phone" },
  sections: [
    {
      heading: "How it works",
      bullets: [
        "Create a free account as a farmer, buyer or supplier.",
        "Sellers post a listing with photos and a price in naira; our team reviews each listing before it is published.",
        "Buyers send a purchase request with the quantity and, if they like, an offered price.",
        "The seller accepts or declines, and both sides agree delivery and payment.",
      ],
    },
    {
      heading: "Why trust it",
      paragraphs: [
        "Farmers can verify their identity with a farm licence, land document, agricultural ID or cooperative membership and earn the Gona Certified badge. 85% of our users are verified, and the market is rated 4.8/5.",
      ],
    },
    {
      heading: "Why it pays",
      paragraphs: ["Selling directly cuts middleman costs by up to 30%, and buyers find steady volumes from cooperatives."],
    },
  ],
  links: [
    { to: "/listings", label: "Browse listings", primary: true },
    { to: "/register", label: "Create a free account" },
    { to: "/lms/selling-through-gona", label: "Free course: selling through Gona" },
  ],
};

export const agriacademyPage: ProsePageContent = {
  path: "/agriacademy",
  title: "AgriAcademy",
  description: "Free, practical farming courses for Nigerian smallholders, built for basic phones.",
  intro:
    "AgriAcademy is Gona's learning area: short courses written for smallholders, each with a few lessons, pictures and a quick quiz. The first lesson of every course is open to everyone.",
  image: { src: "/images/site/agriacademy-1.svg", alt: "A lesson board with notes" },
  sections: [
    {
      heading: "What you can learn",
      bullets: [
        "Seed treatment and planting.",
        "Integrated pest management for maize, including fall armyworm.",
        "Soil fertility and fertilizer use.",
        "Post-harvest handling and storage, including hermetic bags and aflatoxin.",
        "Selling through Gona Market.",
        "Farm record keeping.",
      ],
    },
    {
      heading: "How it works",
      paragraphs: [
        "Sign in to track your progress: mark lessons complete, take the quiz (70% to pass) and see your courses on your dashboard. Lessons load fast on 2G and 3G.",
      ],
    },
    { heading: "Our numbers", bullets: ["25+ courses planned across crops and regions.", "78% completion.", "92% satisfaction."] },
  ],
  links: [
    { to: "/lms", label: "Browse the courses", primary: true },
    { to: "/register", label: "Create a free account" },
  ],
};

export const investPage: ProsePageContent = {
  path: "/invest",
  title: "Investment opportunities",
  description: "Invest in Gona: seed treatment, a farmer marketplace and a learning system for Nigerian agriculture.",
  intro:
    "Gona is raising capital to scale seed-treatment production, grow Gona Market across Nigeria and translate AgriAcademy into more languages.",
  image: { src: "/images/site/hero-field.svg", alt: "A maize field under a bright sun" },
  sections: [
    {
      heading: "Traction",
      bullets: [
        "10K+ farmers on the platform.",
        "85% verified users, 4.8/5 rating.",
        "15-20% yield increase in 2023 trials with 50% less NPK.",
      ],
    },
    {
      heading: "Use of funds",
      bullets: [
        "A seed-treatment production line in Kano.",
        "Agro-dealer network in ten more states.",
        "AgriAcademy courses in five local languages.",
      ],
    },
    {
      heading: "Talk to us",
      paragraphs: [
        'We share our investor deck and trial data on request. Write to us through the contact page with the subject "Investment".',
      ],
    },
  ],
  links: [
    { to: "/contact", label: "Contact the founders", primary: true },
    { to: "/research", label: "Research publications" },
  ],
};

export const privacyPage: ProsePageContent = {
  path: "/privacy",
  title: "Privacy Policy",
  description: "How Gona collects, uses and protects your personal data under the Nigeria Data Protection Act 2023.",
  intro:
    "This policy explains what personal data Gona collects, why, and your rights under the Nigeria Data Protection Act 2023 (NDPA). Gona is the data controller for the data described here. Last updated: 2024.",
  sections: [
    {
      heading: "What we collect",
      bullets: [
        "Account data: your name, e-mail, password (stored only as a secure hash), role, and optionally phone number and location.",
        "Marketplace data: your listings, photos, purchase requests and messages.",
        "Verification documents you choose to upload, seen only by our admin team.",
        "Learning progress: courses you enrol in, lessons completed and quiz scores.",
        "Contact and newsletter data: what you send us through the contact form, and your e-mail if you subscribe.",
      ],
    },
    {
      heading: "Why we use it (lawful basis)",
      bullets: [
        "To provide the service you signed up for (contract).",
        "To keep the marketplace safe, review listings and prevent fraud (legitimate interest and legal obligation).",
        "To send the newsletter, only with your consent, which you can withdraw at any time.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell your data. Your name, location and verification badge are shown with your listings and messages. We use a cloud provider to host the service; it processes data only on our instructions. We share data with authorities only when the law requires it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the NDPA you may ask to access, correct or delete your data, object to processing, withdraw consent, and ask for a copy of your data in a portable format. You may also complain to the Nigeria Data Protection Commission (NDPC). Contact us through the support page to use any of these rights; we answer within 30 days.",
      ],
    },
    {
      heading: "Keeping data safe",
      paragraphs: [
        "Connections are encrypted, passwords are hashed, documents are private, and we keep data only as long as needed: deleted accounts are removed within 30 days, except where the law requires us to keep records.",
      ],
    },
  ],
  links: [
    { to: "/support", label: "Support", primary: true },
    { to: "/terms", label: "Terms of Service" },
  ],
};

export const termsPage: ProsePageContent = {
  path: "/terms",
  title: "Terms of Service",
  description: "The rules for using Gona Market, the Farmers Hub and AgriAcademy.",
  intro: "By creating an account or using Gona you agree to these terms. They are governed by the laws of the Federal Republic of Nigeria.",
  sections: [
    {
      heading: "Your account",
      bullets: [
        "Give true information and keep your password private.",
        "You must be at least 18 years old to buy or sell.",
        "One person or business per account.",
      ],
    },
    {
      heading: "Listings and sales",
      bullets: [
        "List only goods and services you own or are allowed to sell, described honestly, with prices in naira.",
        "No banned or unregistered agrochemicals, fake seed, or stolen goods.",
        "Gona reviews listings and may reject, freeze or remove any listing.",
        "Sales are agreements between buyer and seller; Gona is not a party to them, but we help resolve disputes and act against fraud.",
      ],
    },
    {
      heading: "Community",
      bullets: ["Be respectful in groups and Q&A.", "No spam, scams, hate speech or sharing other people's personal data."],
    },
    {
      heading: "Advice and the AI assistant",
      paragraphs: [
        "Lessons, answers and AI suggestions are general guidance. Check chemical labels and local extension advice before acting.",
      ],
    },
    {
      heading: "Ending your account",
      paragraphs: ["You may close your account at any time. We may suspend accounts that break these terms."],
    },
  ],
  links: [
    { to: "/privacy", label: "Privacy Policy", primary: true },
    { to: "/support", label: "Support" },
  ],
};

export const supportPage: ProsePageContent = {
  path: "/support",
  title: "Support",
  description: "Get help with Gona: accounts, listings, purchase requests, verification, and reporting scams.",
  intro: "We are here to help, in English and Hausa, Monday to Saturday, 8 am to 6 pm (West Africa Time).",
  sections: [
    {
      heading: "Common questions",
      bullets: [
        "Forgot your password or cannot sign in: send us a message with the e-mail on your account.",
        "Listing still pending: our team reviews listings within one working day.",
        "Verification: upload one clear document (PDF, JPG or PNG, up to 5 MB) from your dashboard.",
      ],
    },
    {
      heading: "How to report a scam",
      bullets: [
        "Never pay before you have seen the goods or agreed delivery with a verified seller.",
        "Gona staff will never ask for your password or a one-time code.",
        "Write down the listing link, the seller's name and any phone numbers or account numbers used.",
        'Send them to us through the contact form with the subject "Report a scam". We freeze suspicious listings quickly.',
        "If you lost money, also report it to the police and to your bank.",
      ],
    },
    {
      heading: "Your data",
      paragraphs: [
        'To access, correct or delete your personal data, write to us with the subject "Data request" (see the Privacy Policy).',
      ],
    },
  ],
  links: [
    { to: "/contact", label: "Contact support", primary: true },
    { to: "/privacy", label: "Privacy Policy" },
    { to: "/terms", label: "Terms of Service" },
  ],
};
