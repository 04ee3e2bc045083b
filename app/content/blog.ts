// The blog's four posts, kept in the code (there is no blog editor). Paging and category rules live in app/lib/blog.ts.
export const BLOG_CATEGORIES = ["All", "Events", "Partnerships", "Results", "Product"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  category: Exclude<BlogCategory, "All">;
  date: string;
  author: string;
  excerpt: string;
  highlights: string[];
  image: string;
  imageAlt: string;
  body: string[];
}

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    slug: "kano-field-day-2024",
    title: "300 farmers walk our treated-seed plots at the Kura field day",
    category: "Events",
    date: "2024-03-16",
    author: "Amina Bello",
    excerpt: "Farmers from six local government areas compared treated and untreated maize side by side, and asked hard questions.",
    highlights: [
      "Six local government areas represented",
      "Side-by-side plots with half the usual NPK",
      "Seed booking opened for the wet season",
    ],
    image: "/images/site/post-1.svg",
    imageAlt: "Farmers gathered around a lesson board at a field day",
    body: [
      "On a hot Saturday in March, about 300 farmers came to our demonstration plots in Kura, Kano State. Each plot pair used the same maize variety, planted on the same day, one with our seed treatment and one without.",
      "The treated plots had received half the usual NPK dose. Farmers measured plant height, counted cobs and pulled up roots to compare them. Many were surprised that the treated plants with less fertilizer stood level with, or taller than, the untreated ones.",
      "Extension agents from the state ministry answered questions on spacing, weeding and fall armyworm scouting. We also opened seed booking for the wet season: farmers can reserve treated seed up to six months ahead and pay in instalments through Gona Market.",
      "Thank you to every farmer who came, and to the Kura cooperative that hosted us.",
    ],
  },
  {
    id: 2,
    slug: "cooperative-partnership",
    title: "Gona partners with three Kano cooperatives to reach 4,000 members",
    category: "Partnerships",
    date: "2024-02-05",
    author: "Chinedu Okafor",
    excerpt: "Cooperative leaders will run seed-booking days and AgriAcademy classes for their members.",
    highlights: ["4,000 cooperative members", "Booking days in local languages", "Group discounts on treated seed"],
    image: "/images/site/post-2.svg",
    imageAlt: "Two partners shaking hands in a field",
    body: [
      "We have signed partnership agreements with three farmer cooperatives in Kano State. Together they count about 4,000 members, most farming maize, sorghum and rice on less than two hectares.",
      "Cooperative leaders will host seed-booking days, where members can reserve treated seed as a group and receive a discount. Lessons from AgriAcademy will be taught in Hausa at cooperative meetings, with printed summaries for members without smartphones.",
      "Members who sell through Gona Market can list their produce as a cooperative, which helps buyers find larger, steady volumes.",
    ],
  },
  {
    id: 3,
    slug: "2023-trial-results",
    title: "2023 wet-season results: 15-20% more maize with half the NPK",
    category: "Results",
    date: "2024-01-12",
    author: "Fatima Yusuf",
    excerpt: "Across 120 farmer-managed plots, treated seed with 50% less NPK yielded 15-20% more grain than farmers' usual practice.",
    highlights: ["120 farmer-managed plots", "50% less NPK fertilizer", "15-20% yield increase"],
    image: "/images/site/post-3.svg",
    imageAlt: "A tall, healthy maize field ready for harvest",
    body: [
      "In the 2023 wet season we ran 120 farmer-managed trial plots in Kano and Kaduna States. Each farmer planted a treated plot with half their usual NPK and a control plot with their usual practice.",
      "Treated plots yielded 15-20% more grain on average. Our measurements point to 40-50% better nutrient absorption by the treated plants' roots, which is how less fertilizer can still feed a bigger crop.",
      "Results varied with rainfall and weeding: plots that were weeded late gained less. We are publishing the plot-level data on our research page and repeating the trials in 2024 with an independent university partner.",
    ],
  },
  {
    id: 4,
    slug: "seed-booking-launch",
    title: "Book treated seed up to six months ahead on Gona Market",
    category: "Product",
    date: "2023-11-20",
    author: "Tunde Adeyemi",
    excerpt: "Reserve seed early, pay in instalments, and collect it from a partner agro-dealer near you.",
    highlights: ["Book up to 6 months ahead", "Pay in instalments", "Collect from a nearby agro-dealer"],
    image: "/images/site/post-4.svg",
    imageAlt: "A phone showing the seed booking screen next to a seed sack",
    body: [
      "Good seed is often scarce exactly when the rains come. Seed booking on Gona Market lets you reserve treated seed up to six months before planting, so your seed is waiting for you.",
      "You can pay in instalments, and collect your seed from a partner agro-dealer in your local government area. The booking screens work on basic Android phones and are available in five local languages.",
    ],
  },
];

export function findBlogPost(id: number): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
