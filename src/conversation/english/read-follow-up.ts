import type { Product } from '../../catalog/catalog-schema.js';
import type { ReaderContext } from '../reading.js';
import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';

// Short follow-ups to an answer about a product ("how about for 20 people?", "and the large?",
// "how about 3?"), said as the whole question they stand for, about the product just answered
// about, so the reader reads them as it reads any question. "and for a custom one?" needs no
// answer before it: it asks about the custom cake.

const LEAD = '^(?:(?:and|so|ok(?:ay)?|hmm+|but|oh)[,.]?\\s+)*';
const COUNT = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
// "how about for 20 people?", "what about for 40?": people to feed ("for" says so, as the word does).
const PEOPLE = new RegExp(`${LEAD}(?:(?:how|what) about\\s+|and\\s+)?(?:for\\s+${COUNT}|${COUNT}\\s*(?:people|guests|persons|ppl|kids|adults))(?:\\s*(?:people|guests|persons|ppl|kids|adults))?\\s*\\??$`);
// "how about 3?", "and 2 of them?": that many of the product.
const HOW_MANY = new RegExp(`${LEAD}(?:(?:how|what) about|and)\\s+${COUNT}(?:\\s+of (?:them|those|it))?\\s*\\??$`);
const LARGE = new RegExp(`${LEAD}(?:(?:how|what) about\\s+|and\\s+)(?:the\\s+|a\\s+)?(?:large|big)(?:\\s+(?:one|ones|size|slice|slices))?\\s*\\??$`);
// "when will it be back?" after an answer about a product not available now.
const BACK = new RegExp(`${LEAD}(?:when (?:will|is|does) (?:it|that|they|this)(?: be| come)? (?:back|available|in stock|restocked)|(?:will|is) (?:it|that) (?:be )?(?:back|available) (?:soon|again|later))(?: again)?\\s*\\??$`);
const CUSTOM = new RegExp(`${LEAD}(?:(?:how|what) about|and)\\s+(?:for\\s+)?(?:a\\s+|the\\s+)?custom(?:\\s+(?:one|ones|cake|cakes))?\\s*\\??$`);

const lower = (product: Product): string => product.name.toLowerCase();

/** The whole question a short follow-up stands for, or null when it is none. */
export function followUpQuestion(folded: string, ctx: ReaderContext): string | null {
  const said = folded.trim();
  if (CUSTOM.test(said)) return 'tell me about the custom cake?';
  if (ctx.offer?.kind !== 'quoted' || ctx.draftSkus.length > 0) return null;
  const products = ctx.offer.skus.map((sku) => ctx.index.productsById.get(sku)).filter((product): product is Product => product !== undefined);
  const named = (ctx.offer.named ?? []).map((sku) => ctx.index.productsById.get(sku)).find((product) => product !== undefined);
  const cake = products.find((product) => product.category === 'whole-cake');
  const slice = products.find((product) => product.category === 'slice');
  const peopleSaid = PEOPLE.exec(said);
  const people = peopleSaid?.[1] ?? peopleSaid?.[2];
  if (people && cake) return `how many ${lower(cake)}s for ${people} people?`;
  const count = HOW_MANY.exec(said)?.[1];
  const counted = count ? readQuantity(tokenize(count)) : null;
  const one = named ?? cake ?? slice;
  if (counted && one) return `how much for ${counted} ${lower(one)}s?`;
  if (LARGE.test(said) && slice) return `how much is a large ${lower(slice)}?`;
  // Said not available, with no date known: said so again, never a date made up.
  // Available: its notice says when it can be had.
  const gone = products.find((product) => !product.available);
  if (BACK.test(said) && (gone ?? one)) return gone ? `do you have the ${lower(gone)}?` : `how much notice for the ${lower(one as Product)}?`;
  return null;
}
