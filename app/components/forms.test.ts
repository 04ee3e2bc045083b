import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "~/lib/strings/en";
import { CheckboxField, Field, SelectField, TextareaField } from "./forms";

// The fields read the page's strings through the root route's data; here every render is in English.
vi.mock("~/lib/i18n", () => ({ useStrings: () => en }));

const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => warnings.mockClear());

const draw = (element: Parameters<typeof renderToStaticMarkup>[0]) => {
  const html = renderToStaticMarkup(element);
  // React's development build says so on the console when a prop reaches the DOM it does not know.
  expect(warnings.mock.calls.map((call) => String(call[0]))).toEqual([]);
  expect(html.toLowerCase()).not.toContain("markrequired");
  return html;
};

describe("a field's required mark (issue #34: React warned about markRequired)", () => {
  it("marks a textarea required only by a choice elsewhere, without the attribute and without a warning", () => {
    const html = draw(createElement(TextareaField, { id: "note", label: "Note", markRequired: true }));
    expect(html).toContain(`(${en.forms.required})`);
    expect(html).not.toMatch(/<textarea[^>]*required/);
  });

  it("leaves the mark off a required textarea when its choice says not", () => {
    const html = draw(createElement(TextareaField, { id: "note", label: "Note", required: true, markRequired: false }));
    expect(html).not.toContain(`(${en.forms.required})`);
    expect(html).toMatch(/<textarea[^>]*required/);
  });

  it("draws inputs, selects and checkboxes given the mark without a warning", () => {
    draw(createElement(Field, { id: "a", label: "A", markRequired: true }));
    draw(createElement(SelectField, { id: "b", label: "B", markRequired: false, options: [{ value: "x", label: "X" }] }));
    const box = draw(createElement(CheckboxField, { id: "c", label: "C", required: true, markRequired: true }));
    expect(box).toMatch(/<input[^>]*required/);
  });
});
