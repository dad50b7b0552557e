import { useInfiniteQuery } from '@tanstack/react-query';
import { playerQueries } from '../../data/player';
import { useSignedInAccount } from '../../session/SessionProvider';

/**
 * The signed-in player's latest cups, reruns included (a cup page may be a rerun): the compare page's view of the
 * player's history, so either page finds the other's answer.
 */
const OWN_CUPS = { includeReruns: true, order: 'dateDesc' } as const;

export interface OwnDivision {
  /** The signed-in player's account id (lower case), or null signed out. */
  accountId: string | null;
  /** Still finding out whether the player played this cup. */
  pending: boolean;
  /** The division the player played in this cup, when their latest cups hold it. */
  division: number | undefined;
}

/**
 * Which division of a cup the signed-in player played, from the first page of their own cups (one request, none when
 * `wanted` is false: the address already names a division, or nobody is signed in).
 */
export function useOwnDivision(cupId: number, wanted: boolean): OwnDivision {
  const accountId = useSignedInAccount();
  const enabled = wanted && accountId !== null;
  const query = useInfiniteQuery({
    ...playerQueries.cotd(accountId ?? '', OWN_CUPS.includeReruns, OWN_CUPS.order),
    enabled,
  });
  const played = query.data?.pages[0]?.cotds.find((result) => result.id === cupId);
  return {
    accountId,
    pending: enabled && query.isPending,
    division: played?.div !== undefined && played.div > 0 ? played.div : undefined,
  };
}
