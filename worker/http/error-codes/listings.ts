// Listings: their photos, fields and genuine-input details, browsing them, and the price guide.
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA, QUANTITY_DECIMALS } from "../../domain";
import { MAX_IMAGE_SIDE } from "../../services/images";

export const LISTING_ERRORS = {
  listing_not_found: "Listing not found",
  owner_only: "Only the owner can change this listing",
  upload_too_large: "The upload is too large",
  listing_not_multipart: "Send the listing as multipart/form-data",
  listing_form_unreadable: "The form could not be read",
  too_many_images: "Maximum 5 images allowed",
  too_many_thumbnails: "There are more thumbnails than images",
  images_required: "Choose at least one image to add",
  listing_image_not_found: "This photo is not on this listing",
  image_order_mismatch: "Send every photo of the listing exactly once, in the new order",
  too_many_files: "Too many",
  image_file_too_large: "The image is too large",
  image_type_unsupported: "The image is not a JPEG, PNG, GIF or WebP image",
  image_too_many_pixels: `The image is too large: at most ${MAX_IMAGE_SIDE.toLocaleString("en-NG")} pixels a side are allowed`,
  image_sides_too_long: `At most ${MAX_IMAGE_SIDE.toLocaleString("en-NG")} pixels a side`,
  image_size_unreadable: "We could not read the image's width and height. Send a photo saved as JPEG, PNG, GIF or WebP",
  photo_etag_mismatch: "The photo does not match the given ETag",

  // A listing's fields.
  title_required: "Title is required",
  listing_title_too_long: "Title must be at most 120 characters",
  title_not_visible: "Title must contain at least one letter, number or symbol",
  description_too_long: "Description must be at most 5000 characters",
  listing_location_too_long: "Location must be at most 120 characters",
  category_required: "Category is required",
  category_invalid: "Category must be one of the six categories",
  price_unit_invalid: "Unit must be one of kg, ton, bag, piece, hour, day, month, acre",
  price_not_number: "Price must be a number",
  price_negative: "Price must be 0 or more",
  price_too_large: `Price must be at most ₦${MAX_UNIT_PRICE_NAIRA.toLocaleString("en-US")}`,
  quantity_required: "Quantity is required",
  quantity_not_number: "Quantity must be a number",
  quantity_negative: "Quantity must be 0 or more",
  quantity_not_positive: "Quantity must be more than 0",
  quantity_too_large: `Quantity must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`,
  quantity_too_precise: `Quantity can have at most ${QUANTITY_DECIMALS} decimal places`,

  // Genuine inputs: the registration details of seed and chemical listings.
  registration_number_required: "Registration number is required",
  registration_number_too_long: "Registration number must be at most 60 characters",
  registration_body_invalid: "Registration body must be NAFDAC, NASC, FMAFS or other",
  registration_body_not_nasc: "Seed must carry its NASC registration number",
  manufacturer_too_long: "Manufacturer must be at most 120 characters",
  batch_number_too_long: "Batch number must be at most 60 characters",
  expiry_date_required: "Expiry date is required",
  expiry_date_invalid: "Expiry date must be a date written YYYY-MM-DD",
  expiry_date_past: "This expiry date has already passed",
  variety_required: "Variety is required",
  variety_too_long: "Variety must be at most 120 characters",
  input_details_not_for_category: "Registration details are only for seeds and chemicals",
  variety_only_for_seeds: "Variety is only for seeds",

  // Browsing: filters, and the price guide's products.
  unknown_category: "Unknown category",
  state_invalid: "state must be one of Nigeria's 36 states or fct, as a slug such as kano or akwa-ibom",
  sort_invalid: "sort must be newest, price_asc, price_desc or relevance",
  product_required: "Choose the product: crops and seeds listings name one",
  product_invalid: "product must be one of the price guide's products for the listing's category, as a slug such as maize or maize-seed",
  product_not_for_category: "Only crops and seeds listings name a product",

  // The price guide and price alerts.
  days_invalid: "days must be 30, 90, 180 or 365",
  price_alert_threshold_invalid: "The change must be a whole number of percent from 1 to 100",
  too_many_price_alerts: "You have 20 price alerts: delete one before adding another",
} as const;
