// What a 360 px phone must never show (issue 34), checked in the page itself: the page wider than the screen, a word or
// a number broken across lines (the letter-per-line bug: a box narrower than its longest word), a label or a select's
// choice cut short, a radio button, checkbox or avatar squeezed out of shape, and a control pushed off the side of the
// screen. Each problem is one line naming the element and its text.
import type { Page } from "@playwright/test";

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      return `<${element.tagName.toLowerCase()}${id}${classes}>`;
    };
    const snippet = (text: string | null) => JSON.stringify((text ?? "").replace(/\s+/g, " ").trim().slice(0, 60));
    const shown = (element: Element) => {
      // What a closed <details> holds is not drawn (Chromium still lays it out), except its summary.
      const closed = element.closest("details:not([open])");
      if (closed && element.closest("summary")?.parentElement !== closed) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    // Inside a box that scrolls sideways on purpose (a wide table in its card), content may lie beyond the screen.
    const inSidewaysScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === "auto" || overflowX === "scroll") && node.querySelector("table")) return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > viewport) {
      const widest = [...document.body.querySelectorAll("*")]
        .filter((element) => shown(element) && !inSidewaysScroller(element) && element.getBoundingClientRect().right > viewport + 1)
        .slice(-3)
        .map(
          (element) =>
            `${describe(element)} ${snippet(element.textContent)} reaches ${Math.round(element.getBoundingClientRect().right)} px`,
        );
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${viewport} px screen: ${widest.join("; ")}`);
    }

    // Every word of visible text lies on one line (split where the browser may break a line anyway: spaces, hyphens, slashes).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, select, option, textarea, noscript, .visually-hidden, svg")) continue;
      const text = node.textContent ?? "";
      if (!/\S/.test(text) || !shown(parent)) continue;
      for (const match of text.matchAll(/[^\s\u200b\u00ad\-/–—]+/g)) {
        // A "word" longer than a phone's line (a pasted link, a keyboard smash other journeys post on purpose) must
        // wrap; the bug is a short word or number broken because its box was too narrow.
        if (match[0].length < 2 || match[0].length > 25) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.add(`"${match[0]}" is broken over ${lines.size} lines in ${describe(parent)}`);
      }
    }
    problems.push(...[...broken].slice(0, 5));

    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      // A label cut short with an ellipsis.
      if (style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} ${snippet(element.textContent)} is cut short`);
      }
      // A select whose chosen words do not fit it (the browser cuts them without an ellipsis): measured in its own font,
      // against its width less its padding and the 16 px its arrow takes at the least.
      const chosen = element.matches("select") ? (element as unknown as HTMLSelectElement).selectedOptions[0] : undefined;
      if (chosen) {
        const context = document.createElement("canvas").getContext("2d");
        if (context) {
          context.font = style.font;
          const words = chosen.text;
          const room = element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 16;
          if (context.measureText(words).width > room + 1) problems.push(`${describe(element)} ${snippet(words)} is cut short`);
        }
      }
      // A round or square mark squeezed by its row (an avatar turned oval, a radio button shrunk beside a 3-line answer).
      if (element.matches("input[type=radio], input[type=checkbox], .avatar")) {
        const box = element.getBoundingClientRect();
        if (Math.abs(box.width - box.height) > 1) {
          problems.push(`${describe(element)} is squeezed to ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
      }
      // A control beside the screen, where a thumb cannot reach it without scrolling the page sideways.
      if (element.matches("a[href], button, summary, input:not([type=hidden]), select, textarea") && !inSidewaysScroller(element)) {
        const box = element.getBoundingClientRect();
        if (box.left < -1 || box.right > viewport + 1) {
          problems.push(
            `${describe(element)} ${snippet(element.textContent)} lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
          );
        }
      }
    }
    return problems;
  });
}
