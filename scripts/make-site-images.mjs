// Draws the public site's illustrations as small SVG files (no photos to download, no hotlinks).
// Run `node scripts/make-site-images.mjs` after changing a scene; the output is committed.
import { mkdirSync, writeFileSync } from "node:fs";

const W = 640;
const H = 400;

const palettes = {
  dawn: { sky: "#fde7c8", ground: "#6b8e23", far: "#9bbf5a", sun: "#f4a259" },
  noon: { sky: "#cfe8f7", ground: "#3f7d3a", far: "#7fb069", sun: "#f4d35e" },
  dusk: { sky: "#f6cfc0", ground: "#5a7a2b", far: "#a3b86c", sun: "#e76f51" },
  dry: { sky: "#f3e9d2", ground: "#b08d57", far: "#cdb27a", sun: "#f4d35e" },
  lab: { sky: "#e8f3ec", ground: "#d9e0dc", far: "#c4d3ca", sun: "#ffffff" },
};

function landscape(p) {
  return `<rect width="${W}" height="${H}" fill="${p.sky}"/><circle cx="520" cy="90" r="46" fill="${p.sun}"/><path d="M0 250 Q160 200 320 240 T640 230 V400 H0Z" fill="${p.far}"/><path d="M0 290 Q200 260 400 285 T640 280 V400 H0Z" fill="${p.ground}"/>`;
}

function maize(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 V-90" stroke="#2d6a2d" stroke-width="5"/><path d="M0-30 Q-30-50-40-30M0-50 Q30-70 40-50M0-70 Q-25-90-30-75" stroke="#3f8f3f" stroke-width="5" fill="none"/><ellipse cx="6" cy="-58" rx="6" ry="14" fill="#f4d35e"/></g>`;
}

function seedling(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M0 0 V-22" stroke="#2d6a2d" stroke-width="3"/><path d="M0-18 Q-14-30-18-18 Q-8-14 0-18Z M0-20 Q14-34 20-22 Q8-16 0-20Z" fill="#5cb85c"/></g>`;
}

function rows(kind, count = 6) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = 50 + i * ((W - 100) / (count - 1));
    out += kind === "maize" ? maize(x, 360, 1 - (i % 2) * 0.1) : seedling(x, 350 + (i % 2) * 10);
  }
  return out;
}

function person(x, y, shirt = "#1f7a3a") {
  return `<g transform="translate(${x} ${y})"><circle cx="0" cy="-70" r="14" fill="#7a4a2a"/><path d="M-18-52 H18 L22 0 H-22Z" fill="${shirt}"/><path d="M-10 0 V30 M10 0 V30" stroke="#33312e" stroke-width="8"/></g>`;
}

function sack(x, y, label = "") {
  return `<g transform="translate(${x} ${y})"><path d="M-30 0 Q-38-60-20-70 H20 Q38-60 30 0Z" fill="#e9dcc0" stroke="#a68a5b" stroke-width="3"/><path d="M-20-70 L0-82 L20-70" fill="#d8c7a0"/>${label ? `<rect x="-18" y="-45" width="36" height="18" fill="#1f7a3a"/>` : ""}</g>`;
}

function seeds(x, y, color = "#c68b2c") {
  let out = "";
  for (let i = 0; i < 14; i++)
    out += `<ellipse cx="${x + (i % 7) * 16}" cy="${y + Math.floor(i / 7) * 14}" rx="6" ry="4" fill="${color}"/>`;
  return out;
}

function flask(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M-12-90 H12 V-50 L40 0 H-40 L-12-50Z" fill="#ffffff" stroke="#1f7a3a" stroke-width="4"/><path d="M-30-10 H30 L40 0 H-40Z" fill="#5cb85c"/></g>`;
}

function phone(x, y) {
  return `<g transform="translate(${x} ${y})"><rect x="-40" y="-150" width="80" height="150" rx="10" fill="#1b2420"/><rect x="-33" y="-138" width="66" height="120" fill="#e8f3ec"/><rect x="-26" y="-128" width="52" height="22" fill="#1f7a3a"/><rect x="-26" y="-98" width="52" height="10" fill="#9bbf5a"/><rect x="-26" y="-82" width="40" height="10" fill="#9bbf5a"/></g>`;
}

function stall(x, y) {
  return `<g transform="translate(${x} ${y})"><path d="M-90-110 H90 L70-140 H-70Z" fill="#e76f51"/><rect x="-80" y="-110" width="160" height="10" fill="#f4d35e"/><rect x="-80" y="-40" width="160" height="40" fill="#8d6e4a"/><path d="M-80-110 V0 M80-110 V0" stroke="#5b4636" stroke-width="6"/>${seeds(-60, -55, "#f4d35e")}</g>`;
}

function board(x, y) {
  return `<g transform="translate(${x} ${y})"><rect x="-110" y="-130" width="220" height="120" fill="#2f4f3a" stroke="#8d6e4a" stroke-width="8"/><path d="M-90-100 H60 M-90-80 H30 M-90-60 H70" stroke="#e8f3ec" stroke-width="5"/>${seedling(80, -30)}</g>`;
}

function tractor(x, y) {
  return `<g transform="translate(${x} ${y})"><rect x="-50" y="-60" width="70" height="35" fill="#c0392b"/><rect x="-10" y="-95" width="40" height="40" fill="#e8f3ec" stroke="#c0392b" stroke-width="5"/><circle cx="20" cy="-20" r="24" fill="#33312e"/><circle cx="-40" cy="-15" r="14" fill="#33312e"/></g>`;
}

function group(x, y) {
  return person(x - 60, y, "#175cd3") + person(x, y, "#1f7a3a") + person(x + 60, y, "#e76f51");
}

function bag(x, y) {
  return `<g transform="translate(${x} ${y})"><rect x="-32" y="-100" width="64" height="100" rx="8" fill="#175cd3"/><rect x="-32" y="-100" width="64" height="16" fill="#0f3f91"/><path d="M-18-60 H18 M-18-44 H18" stroke="#e8f3ec" stroke-width="4"/></g>`;
}

function svg(content, label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">${content}</svg>\n`;
}

const scenes = {
  // Landing and shared
  "site/hero-field": ["noon", () => rows("maize", 7), "Maize field under a bright sun"],
  "site/origin": ["dawn", () => person(200, 340) + rows("seedling", 5) + sack(470, 350), "A farmer at dawn beside a seed sack"],
  // Gallery (eight items, four per page)
  "site/gallery-1": ["noon", () => rows("maize", 6) + person(320, 360), "Treated maize at tasselling in Kano"],
  "site/gallery-2": ["lab", () => flask(220, 330) + flask(420, 330) + seeds(270, 340), "Seed treatment trials in the lab"],
  "site/gallery-3": ["dusk", () => group(320, 350), "Farmer field day in Kura"],
  "site/gallery-4": ["dry", () => sack(200, 350, "g") + sack(320, 350, "g") + bag(450, 350), "Harvest stored in hermetic bags"],
  "site/gallery-5": ["dawn", () => rows("seedling", 8), "Seedlings emerging after treatment"],
  "site/gallery-6": ["noon", () => stall(320, 360) + person(480, 360, "#175cd3"), "A buyer at a Gona Market stall"],
  "site/gallery-7": ["dusk", () => board(320, 360) + person(160, 370), "An AgriAcademy lesson under a tree"],
  "site/gallery-8": ["noon", () => tractor(200, 350) + rows("seedling", 4), "Land preparation before planting"],
  // Projects: three images per project
  "site/biohacking-1": ["lab", () => flask(320, 330) + seeds(250, 350), "Seed coating in the lab"],
  "site/biohacking-2": ["noon", () => rows("seedling", 6), "Treated seedlings in trial plots"],
  "site/biohacking-3": ["dusk", () => rows("maize", 6), "Maize trial at harvest"],
  "site/marketplace-1": ["noon", () => phone(320, 350), "The Gona Market app on a phone"],
  "site/marketplace-2": ["dry", () => stall(320, 360), "Produce ready for buyers"],
  "site/marketplace-3": [
    "dawn",
    () => person(240, 360) + person(400, 360, "#175cd3") + sack(320, 360),
    "A farmer and a buyer agree a sale",
  ],
  "site/agriacademy-1": ["noon", () => board(320, 360), "A lesson board"],
  "site/agriacademy-2": ["dusk", () => group(320, 350), "Farmers learning together"],
  "site/agriacademy-3": ["dawn", () => phone(320, 350) + seedling(450, 350), "Learning on a phone"],
  // Blog posts
  "site/post-1": ["dusk", () => group(320, 350) + board(540, 360), "Field day crowd"],
  "site/post-2": ["noon", () => person(250, 360) + person(390, 360, "#175cd3"), "Partners shaking hands"],
  "site/post-3": ["noon", () => rows("maize", 7), "A strong maize harvest"],
  "site/post-4": ["dawn", () => phone(320, 350) + sack(480, 350), "Seed booking on the phone"],
  // Learning area: one illustration per course
  "lms/seed-treatment": ["lab", () => seeds(230, 330) + sack(450, 350, "g"), "Treated seed ready for planting"],
  "lms/maize-ipm": ["noon", () => rows("maize", 6), "A maize field scouted for pests"],
  "lms/soil-fertility": ["dry", () => sack(200, 350, "g") + rows("seedling", 4), "Fertilizer and young crops"],
  "lms/post-harvest": ["dry", () => bag(250, 350) + bag(330, 350) + sack(430, 350), "Grain stored in hermetic bags"],
  "lms/selling-on-gona": ["noon", () => phone(250, 350) + stall(460, 360), "Selling on Gona Market"],
  "lms/farm-records": ["dawn", () => board(320, 360), "A farm record book"],
};

for (const [name, [palette, draw, label]] of Object.entries(scenes)) {
  const file = `public/images/${name}.svg`;
  mkdirSync(file.slice(0, file.lastIndexOf("/")), { recursive: true });
  writeFileSync(file, svg(landscape(palettes[palette]) + draw(), label));
}

// Team portraits: a simple bust on a coloured ground.
const team = {
  "team-amina": "#1f7a3a",
  "team-chinedu": "#175cd3",
  "team-fatima": "#e76f51",
  "team-tunde": "#8a5a00",
  "team-zainab": "#5a7a2b",
};
for (const [name, color] of Object.entries(team)) {
  writeFileSync(
    `public/images/site/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="Portrait"><rect width="240" height="240" fill="${color}"/><circle cx="120" cy="95" r="46" fill="#7a4a2a"/><path d="M40 240 Q40 150 120 150 Q200 150 200 240Z" fill="#f7f8f6"/></svg>\n`,
  );
}
console.log(`wrote ${Object.keys(scenes).length + Object.keys(team).length} illustrations`);
