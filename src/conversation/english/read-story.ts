// "ok so this is going to be a long one...": a message of many sentences that tells a story and
// then orders. Only the sentences that order, give a name, a number, a time or a way of getting
// it are read for the order; cakes named in the story ("grandma used to bring us carrot cake")
// are not ordered. The safety screen still reads the whole message.

const LONG = 400;
const KEEP =
  /\b(i'?d like|i would like|i want|i wanna|i'?ll (take|have|get)|can (i|we) (get|have|order|grab)|could (i|we) (get|have|order)|may i|i need|we need|what (i|we) need|get me|give me|order|please|pls|my name|name (is|for|on)|pick (it |them )?up|pickup|collect|deliver|today|tomorrow|tonight|\d{3}[-. )]*\d{3}[-. ]?\d{4})\b/;

// "a whole lemon cake, she'll just have a small piece": how someone will eat it, not a slice ordered.
const SOMEONE_ELSE_EATS = /\b(?:she|he|they|everyone|everybody|the kids|kids|guests|my (?:mom|dad|mother|father|wife|husband|son|daughter|grandma|grandpa))(?:'?ll| will| can| would| might| could)?\s+(?:just |only |probably )?(?:have|eat|get|try|take)\s+(?:a |one )?(?:small |tiny |little |thin |sliver of a )?(?:piece|slice|bite|taste|sliver)\b/gi;

/** The sentences of a long story-like message that carry the order; the message itself when it is short. */
export function withoutStory(said: string): string {
  const text = said.replace(SOMEONE_ELSE_EATS, ' ');
  if (text.length < LONG) return text;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 4) return text;
  const kept = sentences.filter((sentence) => KEEP.test(sentence.toLowerCase()));
  return kept.length > 0 && kept.length < sentences.length ? kept.join(' ') : text;
}
