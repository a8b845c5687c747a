/**
 * The Graph API's `fields` expression, as the Instagram sandbox reads it:
 *   id,username,business_discovery.username(sara){followers_count,media.limit(12).after(QVFI…){id,like_count}}
 * A field is a name, then `.modifier(argument)` calls, then an optional `{…}` of sub-fields.
 */
export interface FieldNode {
  name: string;
  /** `username(sara)` → { username: "sara" }; `limit(12)` → { limit: "12" }. */
  modifiers: Record<string, string>;
  /** The `{…}` sub-fields, or null when none were given. */
  children: FieldNode[] | null;
}

/** Graph's answer to a malformed expression: a syntax error with the character it stopped at. */
export class FieldSyntaxError extends Error {
  constructor(
    readonly expression: string,
    readonly position: number,
    expected: string,
  ) {
    super(`Syntax error "${expected}" at character ${position}: ${expression}`);
    this.name = "FieldSyntaxError";
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const MAX_DEPTH = 8;
const MAX_LENGTH = 4_000;

export function parseFields(expression: string): FieldNode[] {
  if (expression.length > MAX_LENGTH) throw new FieldSyntaxError(expression.slice(0, 80), MAX_LENGTH, "Expression too long");
  let at = 0;
  const fail = (expected: string): never => {
    throw new FieldSyntaxError(expression, at, expected);
  };
  const skipSpaces = () => {
    while (expression[at] === " ") at += 1;
  };
  const name = (): string => {
    skipSpaces();
    NAME.lastIndex = at;
    const match = NAME.exec(expression);
    if (!match) return fail(`Expected a field name instead of "${expression[at] ?? "end of string"}".`);
    at += match[0].length;
    return match[0];
  };
  const expect = (char: string) => {
    skipSpaces();
    if (expression[at] !== char) fail(`Expected "${char}" instead of "${expression[at] ?? "end of string"}".`);
    at += 1;
  };

  const list = (depth: number): FieldNode[] => {
    if (depth > MAX_DEPTH) fail("Expected fewer nested fields.");
    const nodes: FieldNode[] = [field(depth)];
    skipSpaces();
    while (expression[at] === ",") {
      at += 1;
      nodes.push(field(depth));
      skipSpaces();
    }
    return nodes;
  };

  const field = (depth: number): FieldNode => {
    const node: FieldNode = { name: name(), modifiers: {}, children: null };
    while (expression[at] === ".") {
      at += 1;
      const modifier = name();
      expect("(");
      const close = expression.indexOf(")", at);
      if (close < 0) fail(`Expected ")" instead of "end of string".`);
      node.modifiers[modifier] = expression.slice(at, close).trim();
      at = close + 1;
    }
    skipSpaces();
    if (expression[at] === "{") {
      at += 1;
      node.children = list(depth + 1);
      expect("}");
    }
    return node;
  };

  if (expression.trim() === "") return [];
  const nodes = list(0);
  skipSpaces();
  if (at !== expression.length) fail(`Expected end of string instead of "${expression[at]}".`);
  return nodes;
}
