/**
 * Who provided the accounts behind search. Kept as one constant: the spec asks for a credit line to the third party
 * that shared the dataset without naming it here.
 */
export const DATASET_CREDIT =
  'Many thanks to the community partner who shared the account dataset that makes this search possible.';

/**
 * The credit line under a list: drawn once the list has answered (or with no list to wait for), so a list arriving
 * above it does not push it down the screen.
 */
export function DatasetCredit({ waiting = false }: { waiting?: boolean }) {
  return waiting ? null : <p className="players-credit is-size-7 mt-5">{DATASET_CREDIT}</p>;
}
