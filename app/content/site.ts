// Copy for the public marketing pages; the marketing claims are the company's own, shown as copy.

export interface Illustration {
  src: string;
  alt: string;
}

export interface GalleryItem {
  id: number;
  title: string;
  caption: string;
  category: string;
  image: Illustration;
}

export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    title: "Treated maize at tasselling",
    caption: "Kura, Kano State: treated maize on half the usual NPK, eight weeks after planting.",
    category: "Field Trials",
    image: { src: "/images/site/gallery-1.svg", alt: "A farmer standing in a row of tall maize" },
  },
  {
    id: 2,
    title: "Formulation trials",
    caption: "Testing seed-coating formulations on maize and sorghum seed.",
    category: "Research",
    image: { src: "/images/site/gallery-2.svg", alt: "Two lab flasks beside a tray of seed" },
  },
  {
    id: 3,
    title: "Farmer field day",
    caption: "Farmers compare treated and untreated plots at the Kura field day.",
    category: "Community",
    image: { src: "/images/site/gallery-3.svg", alt: "Three farmers standing together at dusk" },
  },
  {
    id: 4,
    title: "Safe storage",
    caption: "Harvested grain kept dry in hermetic bags to stop weevils and aflatoxin.",
    category: "Harvest",
    image: { src: "/images/site/gallery-4.svg", alt: "Grain sacks and a blue hermetic storage bag" },
  },
  {
    id: 5,
    title: "Even emergence",
    caption: "Treated seedlings emerge evenly five days after planting.",
    category: "Field Trials",
    image: { src: "/images/site/gallery-5.svg", alt: "Rows of young seedlings at dawn" },
  },
  {
    id: 6,
    title: "Gona Market stall",
    caption: "A buyer collects maize ordered through Gona Market in Kano.",
    category: "Market",
    image: { src: "/images/site/gallery-6.svg", alt: "A market stall with grain and a buyer" },
  },
  {
    id: 7,
    title: "Lesson under the neem tree",
    caption: "An AgriAcademy class on fall armyworm scouting, taught in Hausa.",
    category: "Training",
    image: { src: "/images/site/gallery-7.svg", alt: "A farmer beside a lesson board" },
  },
  {
    id: 8,
    title: "Ready for the rains",
    caption: "Land preparation on a cooperative farm before the wet season.",
    category: "Field Trials",
    image: { src: "/images/site/gallery-8.svg", alt: "A red tractor beside young plants" },
  },
];

export const GALLERY_PAGE_SIZE = 4;

export const gallery = {
  title: "Gallery",
  intro: "Photos and film from our trial fields, labs, field days and markets across northern Nigeria.",
  video: {
    webm: "/media/field-growth.webm",
    mp4: "/media/field-growth.mp4",
    poster: "/media/field-growth-poster.jpg",
    caption: "A five-second time-lapse of how a treated field fills in (an animated illustration).",
  },
  tourTitle: "See the plots yourself",
  tourBody: "Visit a demonstration farm in Kano State with one of our agronomists.",
  researchTitle: "Read the research",
  researchBody: "Trial designs, plot data and reports from our seed-treatment research.",
};

export interface Project {
  slug: string;
  name: string;
  link: string;
  linkLabel: string;
  description: string;
  images: Illustration[];
  stats: { value: string; label: string }[];
  milestones: { when: string; what: string }[];
}

export const projects: Project[] = [
  {
    slug: "biohacking",
    name: "Seed Biohacking Initiative",
    link: "/biohacking",
    linkLabel: "About the Seed Biohacking Initiative",
    description:
      "A seed treatment that strengthens the partnership between seed and the soil's helpful microbes, so young roots grow faster and take up more nutrients. Farmers get a bigger crop from fewer bags of fertilizer.",
    images: [
      { src: "/images/site/biohacking-1.svg", alt: "A flask and seed in the lab" },
      { src: "/images/site/biohacking-2.svg", alt: "Treated seedlings in trial plots" },
      { src: "/images/site/biohacking-3.svg", alt: "A maize trial at harvest" },
    ],
    stats: [
      { value: "40-50%", label: "better nutrient absorption" },
      { value: "50%", label: "less NPK fertilizer" },
      { value: "15-20%", label: "yield increase" },
    ],
    milestones: [
      { when: "2023 Q1", what: "Formulations tested in the lab" },
      { when: "2023 Q2", what: "120 farmer-managed trial plots planted" },
      { when: "2024 Q1", what: "Independent university trials agreed" },
    ],
  },
  {
    slug: "marketplace",
    name: "Marketplace",
    link: "/marketplace",
    linkLabel: "About Gona Market",
    description:
      "Gona Market links farmers, buyers and input suppliers directly. Every listing is reviewed before it goes live and sellers can earn the Gona Certified badge, so buyers know who they are dealing with.",
    images: [
      { src: "/images/site/marketplace-1.svg", alt: "The Gona Market screen on a phone" },
      { src: "/images/site/marketplace-2.svg", alt: "Produce on a market stall" },
      { src: "/images/site/marketplace-3.svg", alt: "A farmer and a buyer beside a sack of grain" },
    ],
    stats: [
      { value: "10K+", label: "farmers" },
      { value: "85%", label: "verified users" },
      { value: "4.8/5", label: "rating" },
    ],
    milestones: [
      { when: "2023 Q4", what: "Seed booking launched" },
      { when: "2024 Q1", what: "Marketplace opened nationwide" },
      { when: "2024 Q1", what: "Verification badges introduced" },
    ],
  },
  {
    slug: "agriacademy",
    name: "AgriAcademy learning system",
    link: "/agriacademy",
    linkLabel: "About AgriAcademy",
    description:
      "Short, practical courses for smallholders: seed treatment, pest control, soil fertility, storage, selling and record keeping. Lessons load fast on basic phones and are taught in five local languages.",
    images: [
      { src: "/images/site/agriacademy-1.svg", alt: "A lesson board with notes" },
      { src: "/images/site/agriacademy-2.svg", alt: "Farmers learning together" },
      { src: "/images/site/agriacademy-3.svg", alt: "A lesson open on a phone next to a seedling" },
    ],
    stats: [
      { value: "25+", label: "courses" },
      { value: "78%", label: "completion" },
      { value: "92%", label: "satisfaction" },
    ],
    milestones: [
      { when: "2023 Q3", what: "First lessons taught at cooperative meetings" },
      { when: "2024 Q1", what: "AgriAcademy opened online" },
      { when: "2024 Q1", what: "Lessons in five local languages" },
    ],
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  expertise: string[];
  joined: number;
  image: Illustration;
}

export const team: TeamMember[] = [
  {
    name: "Amina Bello",
    role: "Founder and CEO",
    bio: "Grew up on a maize farm in Kura and spent ten years in agricultural extension before founding Gona.",
    expertise: ["Extension", "Farmer cooperatives", "Strategy"],
    joined: 2023,
    image: { src: "/images/site/team-amina.svg", alt: "Portrait of Amina Bello" },
  },
  {
    name: "Dr. Fatima Yusuf",
    role: "Head of Research",
    bio: "Soil microbiologist who leads the seed-treatment trials and publishes the plot data.",
    expertise: ["Soil microbiology", "Field trials", "Statistics"],
    joined: 2023,
    image: { src: "/images/site/team-fatima.svg", alt: "Portrait of Dr. Fatima Yusuf" },
  },
  {
    name: "Chinedu Okafor",
    role: "Partnerships Lead",
    bio: "Builds the cooperative and agro-dealer network that brings treated seed close to every farmer.",
    expertise: ["Partnerships", "Supply chains", "Agro-dealers"],
    joined: 2023,
    image: { src: "/images/site/team-chinedu.svg", alt: "Portrait of Chinedu Okafor" },
  },
  {
    name: "Tunde Adeyemi",
    role: "Head of Product",
    bio: "Designs Gona Market and AgriAcademy to work on cheap phones over slow networks.",
    expertise: ["Product design", "Mobile web", "Payments"],
    joined: 2024,
    image: { src: "/images/site/team-tunde.svg", alt: "Portrait of Tunde Adeyemi" },
  },
  {
    name: "Zainab Musa",
    role: "AgriAcademy Lead",
    bio: "Former secondary-school agriculture teacher who writes and translates our lessons.",
    expertise: ["Curriculum", "Hausa translation", "Farmer training"],
    joined: 2024,
    image: { src: "/images/site/team-zainab.svg", alt: "Portrait of Zainab Musa" },
  },
];

export const values = [
  { title: "Farmer First", body: "We start from the farmer's field, budget and phone, and measure success by farmers' incomes." },
  { title: "Scientific Rigor", body: "Every claim is tested in farmer-managed trials, and we publish the data, good and bad." },
  { title: "Local Impact", body: "We hire, train and buy locally, and build for the soils and seasons of Nigeria." },
];
