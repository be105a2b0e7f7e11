/**
 * The phone field's text, without libphonenumber (which loads on demand): where the number
 * starts, its significant characters (digits and the plus) and where the caret goes among them.
 */

const isSignificant = (char: string) => char === '+' || (char >= '0' && char <= '9');

/** A `+` starts a number: the field's number begins at the last one (0 without one). */
export function numberStart(text: string): number {
  return Math.max(text.lastIndexOf('+'), 0);
}

/** The digits and plus signs of a text, in order (`+7 (912) 345` → `+7912345`). */
export function significantChars(text: string): string {
  return [...text].filter(isSignificant).join('');
}

/** The position in `text` just after its `count`-th significant character (0 for none). */
export function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text[index] as string)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * A deletion that removed only a space, bracket or dash would come back with the formatting and
 * the caret would not move: the digit beside it goes instead (Backspace the one before the
 * caret, Delete the one after). Returns the edited text and caret, or `undefined` to keep them.
 */
export function deleteAcrossFormatting(
  before: string,
  after: string,
  caret: number,
  forward: boolean,
): { text: string; caret: number } | undefined {
  if (after.length >= before.length) return undefined;
  if (significantChars(after) !== significantChars(before)) return undefined;
  if (forward) {
    for (let index = caret; index < after.length; index += 1) {
      if (isSignificant(after[index] as string)) {
        return { text: after.slice(0, index) + after.slice(index + 1), caret };
      }
    }
    return undefined;
  }
  for (let index = caret - 1; index >= 0; index -= 1) {
    if (isSignificant(after[index] as string)) {
      return { text: after.slice(0, index) + after.slice(index + 1), caret: index };
    }
  }
  return undefined;
}

/**
 * What the field can say about its text before libphonenumber is there (or if it cannot load):
 * the number as typed, digits and plus only (the form's check and the API read it with the
 * country), the country unchanged.
 */
export function plainPhone(text: string): string {
  const chars = significantChars(text.slice(numberStart(text)));
  return /\d/.test(chars) ? chars : '';
}
