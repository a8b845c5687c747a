/**
 * Text that a spreadsheet could take for a formula (CSV/formula injection, OWASP): `=`, `+`, `-`,
 * `@` and their full-width forms, which Apple Numbers and some IMEs fold into the ASCII ones. They
 * count after leading white space or invisible format characters too (a bidi mark pasted with
 * Arabic text, a BOM), because some importers trim those before deciding what a cell is.
 */
const FORMULA_AFTER_BLANKS = /^[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * A leading tab or carriage return is escaped whatever follows (OWASP lists both: importers drop
 * them and read what comes next). A leading apostrophe is escaped as well, so that every text cell
 * starting with one carries exactly one added apostrophe and a reader can always take it off.
 */
const ALWAYS_ESCAPED_START = /^[\t\r']/;

/**
 * The one place export text is made inert: text a spreadsheet could run gets a leading `'`, and no
 * spreadsheet reads a cell starting with one as a formula (Excel even takes it as "this is text").
 * Numbers and dates never come here: they are written as numbers and dates, so -3 stays a number.
 * Removing the first `'` of an escaped value gives back the original exactly.
 */
export function escapeCellText(text: string): string {
  return ALWAYS_ESCAPED_START.test(text) || FORMULA_AFTER_BLANKS.test(text) ? `'${text}` : text;
}
