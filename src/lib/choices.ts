// A fixed list of choices a person picks one of (a page's tabs, a chart's range, a sort order) whose id is kept in
// the address. Each list used to write out its own id type, default, reading of the address and lookup of a label;
// `defineChoices` gives them all from the list, so a choice added to the list is at once a valid id, a parsed address
// and a label, and every page reads its address the same way.

/** One choice: its id (written in the address) and what a person reads (a tab's or a button's text). */
export interface Choice<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
}

export interface Choices<Id extends string> {
  /** The choices in the order they are shown. */
  readonly list: readonly Choice<Id>[];
  /** The choice of an address that names none. */
  readonly defaultId: Id;
  /**
   * The choice an address names: the default when it names none (no segment, no parameter), undefined when it names
   * one that does not exist (the page says so and offers the real ones).
   */
  readonly parse: (value: string | null | undefined) => Id | undefined;
  /** As `parse`, an unknown value read as the default too: for a choice that quietly falls back. */
  readonly parseOrDefault: (value: string | null | undefined) => Id;
  readonly label: (id: Id) => string;
  /** The id as the address keeps it: the default is left out (null), so plain links stay short. */
  readonly param: (id: Id) => Id | null;
}

/** The id type of a list of choices: `type CampaignTab = ChoiceId<typeof CAMPAIGN_TABS>`. */
export type ChoiceId<C> = C extends Choices<infer Id> ? Id : never;

interface ChoiceOptions {
  /** Read the address whatever its case ("Members" is "members"); for lists whose ids are all lower case. */
  ignoreCase?: boolean;
}

export function defineChoices<const L extends readonly Choice[]>(
  list: L,
  defaultId: L[number]['id'],
  options: ChoiceOptions = {},
): Choices<L[number]['id']> {
  type Id = L[number]['id'];
  const choices: readonly Choice<Id>[] = list;
  const fold = options.ignoreCase ? (value: string) => value.toLowerCase() : (value: string) => value;
  const parse = (value: string | null | undefined): Id | undefined => {
    if (value === null || value === undefined) return defaultId;
    const wanted = fold(value);
    return choices.find((choice) => fold(choice.id) === wanted)?.id;
  };
  return {
    list: choices,
    defaultId,
    parse,
    parseOrDefault: (value) => parse(value) ?? defaultId,
    label: (id) => choices.find((choice) => choice.id === id)?.label ?? id,
    param: (id) => (id === defaultId ? null : id),
  };
}
