import { expect, test } from "./fixtures";

// Copy that must fit where it is shown: search placeholders whole (with room for the field's
// clear button) and opening-hours ranges never broken in the middle, on a phone and a laptop.

const SEARCHES = [
  { path: "/academy", input: "#catalog-q" },
  { path: "/journey", input: "#search-q" },
  { path: "/research", input: "#search-q" },
] as const;

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("each search box shows its whole placeholder", async ({ page }) => {
      for (const { path, input } of SEARCHES) {
        await page.goto(path);
        const field = page.locator(input);
        await expect(field).toBeVisible();
        const { placeholder, text, room } = await field.evaluate((element) => {
          const el = element as HTMLInputElement;
          const style = getComputedStyle(el);
          const context = document.createElement("canvas").getContext("2d");
          if (!context) throw new Error("no canvas");
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            placeholder: el.placeholder,
            text: context.measureText(el.placeholder).width,
            room:
              el.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight),
          };
        });
        expect(placeholder, path).not.toBe("");
        // 20px kept for the search field's clear (×) button.
        expect(text, `${path}: "${placeholder}"`).toBeLessThanOrEqual(room - 20);
      }
    });

    test("opening hours keep each day and time range on one line", async ({ page }) => {
      await page.goto("/contact");
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Opening hours" }) });
      for (const place of [page.locator("footer address"), card]) {
        const ranges = place.locator("span.whitespace-nowrap");
        expect(await ranges.count()).toBeGreaterThanOrEqual(2);
        const lines = await ranges.evaluateAll((spans) =>
          spans.map((span) => ({ text: span.textContent, lines: span.getClientRects().length })),
        );
        for (const range of lines) expect(range.lines, range.text ?? "").toBe(1);
      }
    });
  });
}
