import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { parseCourse } from "../scripts/lib/courses-sql";
import { SITE_PAGES } from "../worker/site-pages";
import { awaitingHydration, expect, test, uniqueEmail } from "./fixtures";

/** The site's public pages (the sitemap's and the edge cache's list), and a post, a course and a lesson under them. */
const PUBLIC_PAGES: string[] = [...SITE_PAGES, "/posts/1", "/lms/soil-fertility", "/lms/soil-fertility/knowing-your-soil"];

test.describe("public site", () => {
  test("every public page and every same-site link on them opens without a 404 or console error", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const seen = new Set<string>();
    const queue = [...PUBLIC_PAGES];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size < 120) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await page.goto(path);
      if (!response || response.status() >= 400) broken.push(`${path} → ${response?.status()}`);
      if (PUBLIC_PAGES.includes(path)) {
        await expect(page).toHaveTitle(/Gona/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Gona/);
      }
      for (const href of await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
        const url = new URL(href, baseURL);
        if (url.origin !== new URL(baseURL as string).origin) continue;
        const target = `${url.pathname}${url.search}`;
        // The Lite mode link switches this browser to pages without scripts (tested in lite.spec.ts): not a destination.
        if (target.startsWith("/api/") || url.searchParams.has("lite") || seen.has(target)) continue;
        queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(PUBLIC_PAGES.length);
  });

  test("the next anonymous visitor moving to the market gets its data from the edge cache, and sees the market", async ({
    browser,
    baseURL,
  }) => {
    const timings: string[] = [];
    const cachedForALaterVisitor = () => timings.slice(1).some((timing) => /cache;desc=(hit|stale)/.test(timing));
    // Each visitor is a new browser (its own HTTP cache, which would otherwise answer a repeat itself) that opens the
    // home page and moves to the market by a client-side navigation (/listings.data). The first may draw it; a later
    // one, with no write in between, is answered from the server's cache.
    for (let visitor = 0; visitor < 3 && !cachedForALaterVisitor(); visitor++) {
      const context = await browser.newContext({ baseURL });
      const page = awaitingHydration(await context.newPage());
      await page.goto("/");
      const [data] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === "/listings.data"),
        page.locator('nav[aria-labelledby="footer-quick"]').getByRole("link", { name: "Browse Listings" }).click(),
      ]);
      timings.push((await data.allHeaders())["server-timing"] ?? "");
      await expect(page.getByRole("heading", { level: 1, name: "Browse Listings" })).toBeVisible();
      await expect(page.locator('a[href^="/listings/"]').first()).toBeVisible();
      await context.close();
    }
    expect(cachedForALaterVisitor(), timings.join(" | ")).toBe(true);
  });

  test("an unknown blog post is a real 404 page", async ({ page }) => {
    const response = await page.goto("/posts/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("sitemap.xml and robots.txt are served", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toContain("/lms/seed-treatment-and-planting</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
  });

  test("axe finds no serious or critical accessibility problem on any public page", async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact === "serious" || violation.impact === "critical")
          problems.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("blog", () => {
  test("pages by three, features each page's first post, and a category change resets to page 1", async ({ page }) => {
    await page.goto("/blog");
    const featured = page.locator(".featured-post");
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(/Kura field day/);
    await expect(featured.getByRole("link", { name: "Read the full story" })).toHaveAttribute("href", "/posts/1");
    await expect(page.locator(".post-card")).toHaveCount(2);

    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(/six months ahead/);
    await expect(page.locator(".post-card")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Results$/);
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(/2023 wet-season results/);
    await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);

    await featured.getByRole("link", { name: "Read the full story" }).click();
    await expect(page).toHaveURL(/\/posts\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/2023 wet-season results/);
  });

  test("the newsletter box stores an e-mail once and says so", async ({ page }) => {
    const email = uniqueEmail("news");
    await page.goto("/blog");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! You are subscribed to the Gona newsletter.");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(/already subscribed/);
    const again = await page.request.post("/api/newsletter", { data: { email } });
    expect(again.status()).toBe(409);
    const fresh = await page.request.post("/api/newsletter", { data: { email: uniqueEmail("api") } });
    expect(fresh.status()).toBe(201);
  });
});

test.describe("projects carousel", () => {
  test("previous from the first image wraps to the last; next, dots and arrow keys move it", async ({ page }) => {
    await page.goto("/projects");
    const carousel = page.getByRole("region", { name: "Seed Biohacking Initiative images" });
    const visibleSlide = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 3");
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(visibleSlide).toHaveAttribute("aria-label", "3 of 3");
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 3");
    await carousel.getByRole("button", { name: "Next image" }).press("ArrowRight");
    await expect(visibleSlide).toHaveAttribute("aria-label", "2 of 3");
    await carousel.getByRole("button", { name: "Show image 3" }).click();
    await expect(visibleSlide).toHaveAttribute("aria-label", "3 of 3");
    await expect(carousel.getByRole("button", { name: "Show image 3" })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 3");
  });
});

test.describe("projects carousel on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 780 } });
  test("a swipe left shows the next image, a swipe right from the first wraps to the last", async ({ page }) => {
    await page.goto("/projects");
    const carousel = page.getByRole("region", { name: "Marketplace images" });
    const visibleSlide = carousel.locator('[aria-roledescription="slide"]:visible');
    const swipe = (from: number, to: number) =>
      carousel.evaluate(
        (element, { start, end }) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 100 });
          element.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(start)], changedTouches: [touch(start)] }));
          element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(end)] }));
        },
        { start: from, end: to },
      );
    await expect(visibleSlide).toHaveAttribute("aria-label", "1 of 3");
    await swipe(300, 100);
    await expect(visibleSlide).toHaveAttribute("aria-label", "2 of 3");
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(visibleSlide).toHaveAttribute("aria-label", "3 of 3");
  });
});

test.describe("gallery", () => {
  test("Load More fetches the next photos from the server", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.locator(".gallery-card")).toHaveCount(4);
    await expect(page.locator("video")).toHaveAttribute("preload", "none");
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page.locator(".gallery-card")).toHaveCount(8);
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByText("You have seen every photo.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("Load More is a link to the next page", async ({ page }) => {
      await page.goto("/gallery");
      await page.getByRole("link", { name: "Load More" }).click();
      await expect(page).toHaveURL(/\/gallery\?page=2$/);
      await expect(page.locator(".gallery-card")).toHaveCount(8);
    });

    test("the contact form sends a message", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("Your name").fill("Musa Ibrahim");
      await page.getByLabel("E-mail or phone number").fill("0803 555 1212");
      await page.getByLabel("Subject").fill("Report a scam");
      await page.getByLabel("Message").fill("A caller asked me for a release fee for my maize.");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toHaveText(/Your message has been sent/);
    });
  });
});

test.describe("contact", () => {
  test("a message is stored and invalid input is explained", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Grace Eze");
    await page.getByLabel("E-mail or phone number").fill("not a contact");
    await page.getByLabel("Subject").fill("Partnership");
    await page.getByLabel("Message").fill("Our cooperative would like to partner with Gona.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText(/valid e-mail address or Nigerian phone number/);
    await page.getByLabel("E-mail or phone number").fill("grace@example.ng");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(/Your message has been sent/);
    const api = await page.request.post("/api/contact", {
      data: { name: "API client", contact: "api@example.ng", subject: "Hello", message: "Sent straight to the API." },
    });
    expect(api.status()).toBe(201);
    expect((await api.json()).id).toBeGreaterThan(0);
  });
});

test.describe("learning area", () => {
  test("signed out: the catalog and first lesson are open, the second lesson asks to sign in", async ({ page }) => {
    await page.goto("/lms");
    await expect(page.locator(".course-card")).toHaveCount(6);
    await page.getByRole("link", { name: "Soil fertility and fertilizer use" }).click();
    await page.getByRole("link", { name: "Knowing your soil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Knowing your soil");
    await page.getByRole("link", { name: /Next lesson/ }).click();
    await expect(page.getByText("Sign in or create a free account to read this lesson")).toBeVisible();
  });

  test("a learner enrolls, completes a lesson and the quiz, and sees the progress on the dashboard", async ({ page }) => {
    const email = uniqueEmail("learner");
    const registered = await page.request.post("/api/auth/register", {
      data: { email, password: "learn-2024", confirmPassword: "learn-2024", fullName: "Hauwa Learner", role: "farmer" },
    });
    expect(registered.status()).toBe(201);

    await page.goto("/lms/soil-fertility");
    await page.getByRole("button", { name: "Enroll in this course" }).click();
    await expect(page.getByText("You are enrolled")).toBeVisible();
    await page.getByRole("link", { name: "Knowing your soil" }).click();
    await page.getByRole("button", { name: "Mark as complete" }).click();
    await expect(page.getByRole("status")).toContainText("Lesson completed");
    // …and what comes next.
    await expect(page.getByRole("status")).toContainText("Go on to the next lesson below, or take the quiz");

    await page.goto("/lms/soil-fertility/quiz");
    // The options are shuffled for every attempt: answer by the option's words, not its place.
    const right = [
      "Nitrogen",
      "At about five to six weeks, before tasselling",
      "In a small hole or band",
      "Adding compost or well-rotted manure",
    ];
    const questions = page.locator("fieldset");
    await expect(questions).toHaveCount(4);
    for (const [index, answer] of right.entries()) await questions.nth(index).getByRole("radio", { name: answer }).check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("status")).toHaveText("You passed with 100%. Well done!");
    // Right or wrong per question, never the right answers of a question.
    await expect(questions.first().locator("legend")).toContainText("(right)");
    await expect(page.getByText("Attempts left today: 4 of 5.")).toBeVisible();

    await page.goto("/dashboard");
    const learning = page.getByRole("region", { name: "Your learning" });
    await expect(learning.getByRole("link", { name: "Soil fertility and fertilizer use" })).toBeVisible();
    await expect(learning.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    await expect(learning.getByText("Your best quiz result: 100%")).toBeVisible();
  });

  test("in Hausa on a 360 px phone the course, lessons and quiz are Hausa, and the progress stays in English", async ({ browser }) => {
    const hausa = parseCourse("ha", readFileSync("content/courses/ha/03-soil-fertility.md", "utf8"));
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const registered = await page.request.post("/api/auth/register", {
      data: { email: uniqueEmail("hausa"), password: "learn-2024", confirmPassword: "learn-2024", fullName: "Hauwa Koyo", role: "farmer" },
    });
    expect(registered.status()).toBe(201);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto("/lms?lang=ha");
    await expect(page.getByRole("link", { name: hausa.title })).toBeVisible();
    // Translated: no note that the text is English, and no English lang mark on it.
    await expect(page.locator(".content-in-english")).toHaveCount(0);
    await page.getByRole("link", { name: hausa.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausa.title);
    await expect(page.locator("main [lang=en]")).toHaveCount(0);
    await page.getByRole("button", { name: "Shiga wannan kwas" }).click();
    await page.getByRole("link", { name: hausa.lessons[0]?.title ?? "" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausa.lessons[0]?.title ?? "");
    await expect(page.locator(".content-in-english")).toHaveCount(0);
    await page.getByRole("button", { name: "Sa alamar an kammala" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.goto("/lms/soil-fertility/quiz");
    const questions = page.locator("fieldset");
    for (const [index, question] of hausa.quiz.entries()) {
      await expect(questions.nth(index).locator("legend")).toContainText(question.question);
      await questions
        .nth(index)
        .getByRole("radio", { name: question.options[question.correctIndex] ?? "", exact: true })
        .check();
    }
    await page.getByRole("button", { name: "Aika amsoshi" }).click();
    await expect(page.getByRole("status")).toHaveText("Kun ci da kashi 100%. Madalla!");
    expect(await sideways()).toBeLessThanOrEqual(0);

    // The same learner in English keeps the lesson done and the score.
    await page.goto("/lms/soil-fertility?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soil fertility and fertilizer use");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    await expect(page.getByText("Your best quiz result: 100%")).toBeVisible();
    await context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a lesson is marked complete with a plain form", async ({ page }) => {
      const registered = await page.request.post("/api/auth/register", {
        data: { email: uniqueEmail("nojs"), password: "learn-2024", confirmPassword: "learn-2024", fullName: "No Script", role: "buyer" },
      });
      expect(registered.status()).toBe(201);
      await page.goto("/lms/farm-record-keeping/what-to-record");
      await page.getByRole("button", { name: "Mark as complete" }).click();
      await expect(page.getByRole("status")).toContainText("Lesson completed");
      // …and what comes next.
      await expect(page.getByRole("status")).toContainText("Go on to the next lesson below, or take the quiz");
      await page.goto("/lms/farm-record-keeping");
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    });
  });
});
