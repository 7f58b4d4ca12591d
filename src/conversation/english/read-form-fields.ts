import { NO_ALLERGY_FIELD } from '../safety.js';

// An order pasted as a form, its fields one to a line: "Item: carrot slice" with "Qty: 3" on the
// next line, "carrot slice<TAB>2", "Allergies: none", "Pickup or delivery: delivery". Rewritten
// as a customer would say it, so the reader reads it as any message.

/** "Item: carrot slice\nQty: 3": the count given on the line after its product. */
const ITEM_THEN_QTY = /^(?:item|product|cake|flavou?r)\s*[:\-]\s*(?<product>[^\n]+?)\s*\n\s*(?:qty|quantity|how many|count|amount)\s*[:\-]\s*(?<count>\d{1,3})\s*$/gimu;
/** "carrot slice<TAB>2", "lemon slice | 3": a table row, its product and its count. */
const TABLE_ROW = /^\s*\|?\s*(?<product>[^\t|\n]*\p{L}[^\t|\n]*?)\s*(?:\t+|\s\|\s)\s*(?<count>\d{1,3})\s*\|?\s*$/gmu;
/** "Pickup or delivery: delivery": the field's name repeats both words; its value is the answer. */
const PICKUP_OR_DELIVERY = /^\s*(?:pick ?up or delivery|delivery or pick ?up|fulfil+ment|method)\s*[:\-]\s*(?<choice>pick ?up|delivery)\s*$/gim;

export function readFormFields(text: string): string {
  if (!text.includes('\n') && !text.includes('\t')) return text;
  return text
    .replace(ITEM_THEN_QTY, (_m, product: string, count: string) => `${count} ${product}`)
    .replace(TABLE_ROW, (_m, product: string, count: string) => `${count} ${product}`)
    // "Allergies: none": no allergy said, read as the safety screen reads it.
    .replace(NO_ALLERGY_FIELD, '')
    .replace(PICKUP_OR_DELIVERY, (_m, choice: string) => choice);
}
