import tokenizer, { types, type Token, type Tokens } from 'ret';
import { FIELD_PATTERN_MAX_LENGTH } from '@app/contracts';

/**
 * Why an operator's field-rule pattern is refused: it does not compile as the rule engine runs it
 * (`new RegExp(p, 'u')`), it is too long, or its shape can backtrack catastrophically.
 */
export type PatternProblem =
  | 'syntax'
  | 'length'
  | 'nested_repetition'
  | 'repeated_alternation'
  | 'back_reference'
  | 'too_many_repetitions';

/**
 * The most ways a repeated part may split a text: `(x{a,b}){n}` can match in (b-a+1)^n ways and
 * `(p|q){n}` in 2^n, which backtracking may all try. `(\d{1,3}\.){3}` is 27; `(a?){30}` is 2^30.
 */
const WAYS_LIMIT = 10_000;
/** Quantifiers in one pattern (safe-regex's default limit). */
const REPETITION_LIMIT = 25;

/** choices^times, Infinity when either is unbounded. */
function ways(choices: number, times: number): number {
  return Number.isFinite(choices) && Number.isFinite(times) ? choices ** times : Infinity;
}

type Walk = { repetitions: number; problem: PatternProblem | null };

function childrenOf(token: Tokens): Token[][] {
  if (token.type === types.ROOT || token.type === types.GROUP) {
    if (token.options) return token.options;
    return token.stack ? [token.stack] : [];
  }
  if (token.type === types.REPETITION) return [[token.value]];
  return [];
}

/**
 * Walks the pattern's syntax tree. `outer` is the product of the maxima of the repetitions around
 * the token (1 when none). Exponential backtracking needs a part that can match in several ways
 * repeated many times: a variable repetition inside another (`(a+)+`, `(\w+\s?)*`, `(a?){30}`), an
 * alternation inside one (`(a|aa)*`), or a back-reference. Bounded nesting such as
 * `(\d{1,3}\.){3}` stays allowed.
 */
function walk(token: Tokens, outer: number, state: Walk): void {
  if (state.problem) return;
  switch (token.type) {
    case types.REFERENCE:
      state.problem = 'back_reference';
      return;
    case types.REPETITION: {
      state.repetitions += 1;
      if (state.repetitions > REPETITION_LIMIT) {
        state.problem = 'too_many_repetitions';
        return;
      }
      if (outer > 1 && token.min !== token.max) {
        if (ways(token.max - token.min + 1, outer) > WAYS_LIMIT) {
          state.problem = 'nested_repetition';
          return;
        }
      }
      walk(token.value, outer * token.max, state);
      return;
    }
    case types.GROUP:
      if (token.options && token.options.length > 1 && outer > 1) {
        if (ways(token.options.length, outer) > WAYS_LIMIT) {
          state.problem = 'repeated_alternation';
          return;
        }
      }
      break;
    default:
      break;
  }
  for (const stack of childrenOf(token)) for (const child of stack) walk(child, outer, state);
}

/** What is wrong with a field-rule pattern, or null when it may be stored. */
export function patternProblem(pattern: string): PatternProblem | null {
  if (pattern.length > FIELD_PATTERN_MAX_LENGTH) return 'length';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'syntax';
  }
  let tree: Tokens;
  try {
    tree = tokenizer(pattern);
  } catch {
    return 'syntax';
  }
  const state: Walk = { repetitions: 0, problem: null };
  walk(tree, 1, state);
  return state.problem;
}
