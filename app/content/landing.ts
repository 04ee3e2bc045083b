// Copy of the home page's marketing story, in its own module so the home page does not download the other pages' copy.

export const landing = {
  heroTitle: "Grow more with less fertilizer, and sell it fairly",
  heroBody:
    "Gona pairs a seed treatment that helps crops absorb 40-50% more nutrients with a marketplace that links farmers straight to buyers, and a learning area built for Nigerian smallholders.",
  hero: { src: "/images/site/hero-field.svg", alt: "A maize field under a bright sun" },
  originTitle: "How Gona started",
  origin: [
    "Gona began in Kano State in 2023, when a group of farmers and soil scientists asked one question: why do smallholders pay for fertilizer their crops cannot take up? On sandy savanna soils much of the NPK a farmer buys is washed away or locked in the soil before roots can use it.",
    "Our answer is a seed treatment that wakes up the seed's own root partners, so young plants build stronger roots and absorb more of every bag of fertilizer. Around it we built Gona Market, so farmers sell to buyers without losing a third of the price to middlemen, and AgriAcademy, so good practice spreads from farmer to farmer.",
  ],
  originImage: { src: "/images/site/origin.svg", alt: "A farmer at dawn beside a sack of seed" },
  highlightsTitle: "What our technology does",
  highlights: [
    {
      title: "40-50% better nutrient uptake",
      body: "Treated seed grows roots that absorb 40-50 percent more of the nutrients in the soil.",
    },
    { title: "50% less NPK", body: "Trial farmers used half their usual NPK fertilizer and still harvested more." },
    { title: "15-20% higher yields", body: "Farmer-managed plots yielded 15-20 percent more grain than usual practice." },
    { title: "Book seed 6 months ahead", body: "Reserve treated seed up to six months before planting and pay in instalments." },
    { title: "5 local languages", body: "Lessons and booking in Hausa, Yoruba, Igbo, Nigerian Pidgin and English." },
    {
      title: "Up to 30% lower middleman costs",
      body: "Gona Market links farmers to buyers directly, cutting middleman costs by up to 30 percent.",
    },
  ],
  timelineTitle: "Our journey",
  timeline: [
    { when: "2023 Q1", title: "Lab research", body: "Seed treatment formulations tested on maize and sorghum in the lab." },
    { when: "2023 Q2", title: "First field trials", body: "120 farmer-managed plots planted in Kano and Kaduna for the wet season." },
    { when: "2023 Q4", title: "Results and seed booking", body: "15-20% yield gains measured with half the NPK; seed booking launched." },
    { when: "2024 Q1", title: "Marketplace and AgriAcademy", body: "Gona Market and the learning area opened to farmers across Nigeria." },
  ],
  ctaTitle: "See the science, or talk to us",
  ctaBody: "Read how the seed treatment works, or get in touch to book a field visit or partner with us.",
};
