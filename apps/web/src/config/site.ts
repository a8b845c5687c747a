/** Public facts about the product shown on pages; one place to change them. */
export const PRODUCT_NAME = "Influencers Radar";

// Shown in the terms of service and on help screens. Replace with the operating company's
// monitored mailbox before launch.
export const SUPPORT_EMAIL = "support@influencersradar.com";
