import { lazy, useState } from 'react';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { ErrorBox } from '../../components/ErrorBox';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { countOf, formatNumber, ordinal } from '../../lib/format';
import { formatScore, scoreLabel, type MapKind } from '../../lib/leaderboard';
import { positionQuery, type LeaderboardRecord } from '../../data/leaderboard';
import { heldPositions, positionScoreColumns, usePositionScores } from './positionScores';
import { curvePoints, curvePositions, type CurvePoint } from './rankCurve';
import type { BoardFacts } from '../../data/rankQueries';
import { useHeldCount } from '../../data/cache/access';
import { requestsTitle, waitText } from '../../lib/waitEstimate';

// uPlot comes with the plot module only: fetched the first time a curve is drawn.
const RankPlot = lazy(() => import('./RankPlot').then((module) => ({ default: module.RankPlot })));

/**
 * The score against the position over the board's top, read at about twenty positions. It starts on a click: twenty
 * requests is more than a visitor who came for the table should spend of the API's rate limit. Positions already read
 * (the trophy lines share seven) or held (the page's first rows) are not asked again, and a curve read once this session
 * shows without a click.
 */
export function RankCurve({ board, held }: { board: BoardFacts; held: readonly LeaderboardRecord[] }) {
  const positions = curvePositions(board.playerCount);
  const heldAt = heldPositions(held);
  const toRead = positions.filter((position) => !heldAt.has(position));
  const unread =
    toRead.length -
    useHeldCount(toRead.map((position) => positionQuery(board.group, board.uid, position, board.closed)));
  const [started, setStarted] = useState(false);
  const { scores: samples, answers } = usePositionScores(board, positions, {
    enabled: started || unread === 0,
    refetchOnMount: false,
    held,
  });
  const [picked, setPicked] = useState<number | null>(null);

  if (!started && unread > 0) {
    return (
      <div className="rank-curve">
        <p className="help mb-2" title={requestsTitle(unread)}>
          The {scoreLabel(board.kind).toLowerCase()} at {formatNumber(positions.length)} positions from the 1st to the{' '}
          {ordinal(positions.at(-1) ?? 1)}: {waitText(unread)}.
        </p>
        <button type="button" className="button is-small" onClick={() => setStarted(true)}>
          Draw the curve
        </button>
      </div>
    );
  }

  const read = samples.filter((sample) => sample.state !== 'loading').length;
  const points = curvePoints(samples.filter((sample) => sample.state === 'done'));
  const failed = answers.filter((answer) => answer.isError);
  const pickedPoint = picked === null ? undefined : points[picked];

  return (
    <div className="rank-curve">
      {read < samples.length && (
        <p className="has-text-grey" role="status">
          Reading positions… {formatNumber(read)} of {formatNumber(samples.length)}
        </p>
      )}
      {failed.length > 0 && (
        <ErrorBox title={`Could not read ${countOf(failed.length, 'position')}`} error={failed[0]?.error}>
          <button
            type="button"
            className="button is-small mt-2"
            onClick={() => {
              for (const answer of failed) void answer.refetch();
            }}
          >
            Try again
          </button>
        </ErrorBox>
      )}
      <ChartFigure
        title={`${scoreLabel(board.kind)} against position.`}
        caption={curveCaption(points, board.kind)}
        readout={
          <p className="chart-readout" aria-hidden="true">
            {pickedPoint
              ? `Position ${formatNumber(pickedPoint.position)}: ${formatScore(pickedPoint.score, board.kind)}`
              : 'Point at the curve to read a position.'}
          </p>
        }
      >
        {points.length >= 2 ? <RankPlot points={points} kind={board.kind} onPick={setPicked} /> : null}
      </ChartFigure>
      <details className="mt-2">
        <summary>The positions read</summary>
        <ResponsiveTable
          label="Score at each position read"
          className="is-narrow"
          columns={positionScoreColumns(scoreLabel(board.kind), board.kind)}
          rows={samples}
          rowKey={(sample) => sample.position}
        />
      </details>
    </div>
  );
}

/** The curve in words: its two ends and its middle, for those who cannot see the plot. */
function curveCaption(points: readonly CurvePoint[], kind: MapKind): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return 'Not enough positions with a score to draw.';
  const middle = points.find((point) => point.position >= 100 && point.position < last.position);
  const at = (point: CurvePoint) => `${formatScore(point.score, kind)} at position ${formatNumber(point.position)}`;
  return `From ${at(first)}${middle ? `, ${at(middle)},` : ''} to ${at(last)}.`;
}
