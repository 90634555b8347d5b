// Letters whose spoken name starts with a vowel sound: "an FAQ", "an AFA Academy account".
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
// Written with a vowel but said with a consonant ("a user", "a one-day course", "a European").
const CONSONANT_SOUND = /^(?:uni|use|usu|uti|ure|eu|ewe|one\b|once\b|ubiq)/i;
// Written with a consonant but said with a vowel ("an hour", "an honest answer").
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;

/** "a" or "an" for the word that follows, by how it is said, not only how it is spelt. */
export function indefiniteArticle(next: string): "a" | "an" {
  const word =
    next
      .trim()
      .split(/\s+/)[0]
      ?.replace(/^[^A-Za-z0-9]+/, "") ?? "";
  if (word === "") return "a";
  // An abbreviation is read letter by letter: "an AFA", "a BBC", "an MBA".
  if (word.length > 1 && /^[A-Z]+$/.test(word.replace(/[^A-Za-z]/g, ""))) {
    return VOWEL_SOUND_LETTERS.has(word.charAt(0)) ? "an" : "a";
  }
  if (/^\d/.test(word)) return /^(?:8|11|18)(?:\D|$)|^8\d/.test(word) ? "an" : "a";
  if (VOWEL_SOUND.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase with its indefinite article: "an Intermediate", "a Beginner". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
