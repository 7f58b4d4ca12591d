import type { ReaderContext, Reading } from '../reading.js';
import { mentionedSkus, readItems } from './read-items.js';

// What an allergy or a reaction says about the order, once the message is known to tell one: the
// food reacted to is never ordered, and what is to be left out of a cake never takes the cake off.

/** The food named in an allergy or a reaction: "allergic to chocolate", "a chocolate allergy", "hives from strawberries". */
const AVOIDED_FOOD = /\b(?:allergic|allergy|allergies|reacts?|reacted|reaction|hives|rash|breaks? out|broke out|sick|sensitive|intolerant|throws? up)\s+(?:badly\s+)?(?:to|from|with|of|if (?:she|he|they|i|we) (?:eats?|has))\s+(?:any\s+)?([a-z]+(?:\s+[a-z]+)?)|\b([a-z]+)\s+(?:allergy|allergies|intolerance|sensitivity)\b|\b(?:can'?t|cannot|can not|cant|shouldn'?t|must not|not allowed to|(?:we|she|he|they|i) (?:don'?t|dont|doesn'?t|does not|do not))\s+(?:have|eat|tolerate|touch|digest|handle|do)\s+(?:any\s+)?([a-z]+(?:\s+[a-z]+)?)|\b([a-z]+)\s+(?:makes?|made|gives?|gave)\s+(?:him|her|them|me|us|my \w+)\s+(?:hives|a rash|break out|sick|itchy|swell)/g;

/** "hold the nuts", "leave out the walnuts": something to leave out of the cake. */
const LEFT_OUT_OF_CAKE = /\b(?:hold|leave out|leave off|take out|take off|skip|omit|remove|minus|without|no)\s+(?:the\s+|any\s+|all\s+)?(?:nuts?|walnuts?|pecans?|almonds?|peanuts?|hazelnuts?|tree ?nuts?|dairy|eggs?|gluten|coconut)\b/;

/** Puts right the items and removals of a message that tells an allergy. `itemText`: its words about products. */
export function readFoodsAvoided(folded: string, itemText: string, ctx: ReaderContext, reading: Reading): void {
  // "carrot cake tmrw at 3 hold the nuts": for staff, as an allergy note; the cake stays.
  if (LEFT_OUT_OF_CAKE.test(folded) && reading.removals.length > 0) {
    reading.removals = [];
    if (reading.items.length === 0) reading.items = readItems(itemText.replace(LEFT_OUT_OF_CAKE, ' '), ctx.index).items.filter((item) => item.kind !== 'unknown');
  }
  // "she has a chocolate allergy": no chocolate cake. "a red velvet cake ..., my son reacts to red
  // dye": a cake also asked for outside the allergy stays.
  const avoided = [...folded.matchAll(AVOIDED_FOOD)].flatMap((match) => mentionedSkus(readItems(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '', ctx.index).items));
  const askedFor = new Set(mentionedSkus(readItems(folded.replace(AVOIDED_FOOD, ' '), ctx.index).items));
  const avoidedSkus = new Set(avoided.filter((sku) => !askedFor.has(sku)));
  if (avoidedSkus.size === 0) return;
  reading.items = reading.items.filter((item) => !(item.kind === 'product' ? avoidedSkus.has(item.sku) : item.kind === 'choose' && item.skus.every((sku) => avoidedSkus.has(sku))));
}
