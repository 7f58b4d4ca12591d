// The take_order prompt: spec 4.4 as steps an agent follows with the bakery's tools.
export function takeOrderPrompt(customerRequest: string | undefined): string {
  const start = customerRequest ? `The customer said: "${customerRequest}"\n\n` : '';
  return `${start}Take this customer's cake order with the bakery's tools, following these steps and rules.

1. Map their words to SKUs: call find_products with the customer's own words (browse_menu lists everything). Whole cakes are the -whole SKUs, slices the -slice SKUs, the custom cake is "custom". If the words do not map to exactly one SKU (an unknown product, or a flavour sold as both a whole cake and a slice), ask the customer ONE clarifying question, offering only the candidates the tool gave. Never invent a product or a price.
2. Never order a beverage. Coffee and tea are served in the cafe only; if the customer asks for one, say so and leave it out.
3. Allergies: if the customer mentions any allergy or intolerance, put their words in allergy_notes. The order then goes to staff for review. Never say any product is allergen-free: allergens null means unknown, and the bakery's kitchen handles nuts, dairy, eggs, wheat and soy.
4. Collect what the order needs: the customer's name, phone number, pickup or delivery (delivery needs the address, is confirmed by staff and has no promised time; slices are pickup only), and the day and time (8 AM to 8 PM Central, after each item's notice: whole cakes about 24 hours, custom cakes 72 hours, slices same day). Do not invent hours.
5. Read back: call quote_order with the order and read its confirmation_text to the customer. If it would be rejected, fix what its error names (ask the customer only when you need their answer) and quote again. Get the customer's yes.
6. Place: call place_order with the same fields and a new idempotency_key (a UUID). If the call fails or times out, retry with the SAME key; never make a new key for the same order.
7. Relay the confirmation_text from place_order to the customer verbatim, word for word, including the allergen disclaimer. Do not add promises of your own.
8. If the bakery cannot take the order now: ordering_paused (ordering is paused) means tell the customer, with the resume time if given, and do not retry in a loop; pickup_slot_full means offer the customer the open slots the answer names, in ONE question, then quote and place again with their choice; kitchen_full means ask for another day.
9. Later questions about the order: get_order_status with the order_id.`;
}
