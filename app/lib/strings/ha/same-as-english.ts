// Keys whose text here is rightly the same as English (checked by app/lib/catalogs.test.ts and the language sweep).
// Kept apart from the catalog so that phones never download this list with the page's strings.
/** Leaves whose Hausa is exactly the English: brand and proper names, hrefs, category keys, a symbol. */
export const SAME_AS_ENGLISH: readonly string[] = [
  // The admin's messaging card: a channel's name, and for Pidgin the table's headings, as English writes them.
  "admin.messaging.channels.sms",
  "orders.whatsapp",
  // Genuine inputs: a regulator's acronym is the same in every language.
  "inputs.bodies.NAFDAC",
  "admin.stats.revenueApproximate",
  "brand.name",
  "footer.social.0.label",
  "footer.social.0.href",
  "footer.social.1.label",
  "footer.social.1.href",
  "footer.social.2.label",
  "footer.social.2.href",
  "marketplace.dashboard.exploreLinks.0.category",
  "marketplace.dashboard.exploreLinks.1.category",
  "marketplace.dashboard.exploreLinks.2.category",
  "site.siteName",
  "site.devOutbox.channels.sms",
  "admin.notificationSettings.smsColumn",
];
