// An order written as a form, one product to a line with its count after it ("Chocolate fudge
// slice: 0", "Lemon slice: -2"). A line whose count is zero or none orders nothing. A line whose
// count cannot be ordered keeps its product, with how many left for the assistant to ask.

// A form's line is its label and count alone: "2 red velvet slices, allergies: none" is a sentence.
const FORM_LINE = /^(?<product>(?:[^\n:,;!?.]|\.(?!\s))*\p{L}\)?)\s*(?::|\s[-–—]|\bqty\b:?|\bx\b)\s*(?<count>-\s*\d+|0+|zero|none|nil|n\/a)\s*$/gmu;

export type FormCounts = {
  /** The text without the lines that order nothing, and without counts that cannot be ordered. */
  text: string;
  /** The product words of each line whose count cannot be ordered. */
  unclear: string[];
};

export function readFormCounts(text: string): FormCounts {
  const unclear: string[] = [];
  const kept = text.replace(FORM_LINE, (_line, product: string, count: string) => {
    if (!count.startsWith('-')) return '';
    unclear.push(product);
    return product;
  });
  return { text: kept, unclear };
}
