import { expect, test } from "./fixtures";

const IMAGE = "public/og-default.png";

/** A title no other test (or earlier run) has used. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("admin: content, stories and messages", () => {
  test.describe.configure({ timeout: 60_000 });

  test("an admin uploads a published news item with an image and it shows on /journey", async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage();
    await page.getByRole("link", { name: "Upload Content" }).first().click();
    await expect(page).toHaveURL(/\/admin-dashboard\/content\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Upload Content" })).toBeVisible();

    // Nothing filled in: the Missing Information message, and nothing is added.
    await page.getByRole("button", { name: "Add content" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();

    const title = unique("Cassava harvest news");
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Description *").fill("Our Epe farmers harvested 20 tonnes a hectare.");
    await page.getByLabel("Type").selectOption({ label: "Article" });
    await expect(page.getByLabel("Author")).toHaveValue("Admin");
    // Event details only show for events once JavaScript runs.
    await expect(page.getByLabel("Location")).toBeHidden();
    await page.getByLabel("Content").fill("First paragraph.\n\nSecond paragraph.");
    await page.getByLabel("Image", { exact: true }).setInputFiles(IMAGE);
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Add content" }).click();

    await expect(page).toHaveURL(/\/admin-dashboard\/content$/);
    await expect(page.getByText("Content added")).toBeVisible();
    const item = page.getByRole("article").filter({ hasText: title });
    await expect(item.getByText("Published")).toBeVisible();

    // The type filter keeps it under Article and leaves it out of Event.
    await page.getByLabel("Type").selectOption({ label: "Event" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/type=event/);
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);

    await page.goto(`/journey?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const picture = page.locator('img[src^="/uploads/journey-images/"]');
    await expect(picture).toBeVisible();
    const response = await page.request.get((await picture.getAttribute("src")) ?? "");
    expect(response.headers()["content-type"]).toBe("image/webp");

    // Unpublishing hides it from the public again; deleting asks first.
    await page.goto("/admin-dashboard/content");
    const row = page.getByRole("article").filter({ hasText: title });
    await row.getByRole("button", { name: `Unpublish “${title}”` }).click();
    await expect(page.getByText("Content updated")).toBeVisible();
    await expect(row.getByText("Draft")).toBeVisible();
    await page.goto(`/journey?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    await page.goto("/admin-dashboard/content");
    await row.getByText("Delete", { exact: true }).click();
    await expect(row.getByRole("button", { name: "Yes, delete" })).toBeVisible();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Content deleted")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  });

  test("a story added and featured by an admin appears on the home page", async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage();
    await page.getByRole("link", { name: "Stories", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Success stories" })).toBeVisible();
    await page.getByRole("link", { name: "Add story" }).first().click();

    const name = unique("Halima Yusuf");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Role *").fill("Tomato farmer");
    await page.getByLabel("Location *").fill("Kano State");
    await expect(page.getByLabel("Rating")).toHaveValue("5");
    await page.getByLabel("Story *").fill("Drip lines halved my water bill this dry season.");
    await page.getByRole("button", { name: "Add story" }).click();
    await expect(page.getByText("Story added")).toBeVisible();

    await page.getByRole("button", { name: `Feature story of ${name}` }).click();
    await expect(page.getByText("Story featured")).toBeVisible();
    await expect(
      page.getByRole("article").filter({ hasText: name }).getByText("Featured", { exact: true }),
    ).toBeVisible();

    await page.goto("/");
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText("Drip lines halved my water bill this dry season.")).toBeVisible();

    await page.goto("/admin-dashboard/stories");
    await page.getByRole("button", { name: `Unfeature story of ${name}` }).click();
    await expect(page.getByText("Story unfeatured")).toBeVisible();
    await page.goto("/");
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("a contact message arrives in the inbox, opens (marked read), has a reply link and is deleted", async ({
    page,
    uniqueEmail,
    newAdminPage,
  }) => {
    const sender = unique("Emeka Nwosu");
    const email = uniqueEmail("contact");
    const text = `${"We grow maize and soybeans on 40 hectares near Makurdi and want to partner on training. ".repeat(2)}Please call us.`;
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill(sender);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Subject").selectOption({ label: "Partnerships" });
    await page.getByRole("textbox", { name: "Message" }).fill(text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();

    const admin = await newAdminPage();
    await admin.getByRole("link", { name: "Messages", exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    const item = admin.getByRole("article").filter({ hasText: sender });
    await expect(item.getByRole("link", { name: `${sender} (unread)` })).toBeVisible();
    // The preview stops at 100 characters with an ellipsis.
    await expect(item.getByText(`${text.slice(0, 100).trimEnd()}…`)).toBeVisible();
    await expect(item.getByText("Please call us.")).toHaveCount(0);

    await item.getByRole("link", { name: sender }).click();
    await expect(
      admin.getByRole("heading", { level: 1, name: `Message from ${sender}` }),
    ).toBeVisible();
    await expect(admin.getByText(text)).toBeVisible();
    await expect(admin.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=Re%3A%20Partnerships`,
    );

    await admin.getByRole("link", { name: "Back to messages" }).click();
    await expect(
      admin
        .getByRole("article")
        .filter({ hasText: sender })
        .getByRole("link", { name: sender, exact: true }),
    ).toBeVisible();

    await admin
      .getByRole("article")
      .filter({ hasText: sender })
      .getByRole("link", { name: sender })
      .click();
    // The inbox has Delete buttons too: wait for the message page before using its own.
    await expect(
      admin.getByRole("heading", { level: 1, name: `Message from ${sender}` }),
    ).toBeVisible();
    await admin.getByText("Delete", { exact: true }).click();
    await expect(admin.getByRole("button", { name: "Yes, delete" })).toBeVisible();
    await admin.getByRole("button", { name: "Yes, delete" }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/messages$/);
    await expect(admin.getByText("Message deleted")).toBeVisible();
    await expect(admin.getByRole("article").filter({ hasText: sender })).toHaveCount(0);
  });

  test("without JavaScript: add a story with a photo, then delete it through the confirmation", async ({
    newAdminPage,
  }) => {
    const page = await newAdminPage({ javaScriptEnabled: false });
    await page.goto("/admin-dashboard/stories/new");
    const name = unique("Chinedu Eze");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Role *").fill("Poultry farmer");
    await page.getByLabel("Location *").fill("Enugu State");
    await page.getByLabel("Rating").selectOption("4");
    await page
      .getByLabel("Story *")
      .fill("Vaccination on schedule cut my losses to almost nothing.");
    await page.getByLabel("Photo (optional)").setInputFiles(IMAGE);
    await page.getByRole("button", { name: "Add story" }).click();
    await expect(page.getByText("Story added")).toBeVisible();

    const item = page.getByRole("article").filter({ hasText: name });
    await expect(item.locator('img[src^="/uploads/story-avatars/"]')).toBeVisible();
    await expect(item.getByText("Rated 4 out of 5")).toBeAttached();
    await item.getByText("Delete", { exact: true }).click();
    await expect(item.getByRole("button", { name: "Yes, delete" })).toBeVisible();
    await item.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Story deleted")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  });
});
