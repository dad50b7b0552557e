// The season recap's picture (issue 47): the year's figures drawn to a canvas in the site's colours, with the player's
// styled name (game text colours, made readable on the dark ground as the site shows them) and flag. Its own module,
// loaded with the recap page only. Drawing only: the figures come from lib/recap.ts through the page.
import { parseGameText, type GameTextRun } from '../../../lib/gameText';
import { readableOnDark } from '../../../lib/colorContrast';
import { countOf, formatNumber, ordinal } from '../../../lib/format';
import { nothingIn } from '../../../lib/recap';
import type { RecapAnswer } from '../../../data/recap';

export const CARD_FORMATS = {
  landscape: { width: 1200, height: 630, label: 'Landscape, 1200 × 630 (link previews)' },
  portrait: { width: 1080, height: 1350, label: 'Portrait, 1080 × 1350 (phones, feeds)' },
} as const;
export type CardFormat = keyof typeof CARD_FORMATS;

// The site's colours (app/styles.scss: the header's gradient and accent; Bulma's primary).
const GROUND = ['#12161d', '#1b2533', '#10243a'] as const;
const ACCENT = '#8fd3ff';
const PRIMARY = '#00d1b2';
const TEXT = '#f5f7fa';
const MUTED = '#a9b4c2';
const PANEL = 'rgba(255, 255, 255, 0.06)';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const font = (size: number, weight = 400) => `${String(weight)} ${String(size)}px ${FONT}`;

/** The name's runs of text (links drawn as their text): the picture cannot be clicked. */
function nameRuns(name: string): GameTextRun[] {
  return parseGameText(name).nodes.flatMap((node) => (node.kind === 'link' ? node.runs : [node]));
}

/** Draws the styled name from `x`, shrinking the type until it fits `maxWidth`. */
function drawName(ctx: CanvasRenderingContext2D, name: string, x: number, y: number, maxWidth: number, size: number) {
  const runs = nameRuns(name);
  let fontSize = size;
  const width = () => runs.reduce((sum, run) => sum + ctx.measureText(run.text).width, 0);
  ctx.font = font(fontSize, 700);
  while (width() > maxWidth && fontSize > 20) {
    fontSize -= 2;
    ctx.font = font(fontSize, 700);
  }
  let at = x;
  for (const run of runs) {
    ctx.fillStyle = run.color ? readableOnDark(run.color) : TEXT;
    ctx.fillText(run.text, at, y);
    at += ctx.measureText(run.text).width;
  }
}

/** Text cut with an ellipsis to fit `maxWidth`. */
function fitted(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

interface Block {
  title: string;
  big: string;
  lines: string[];
}

/** The three blocks of figures, in words short enough for the picture. */
export function cardBlocks(answer: RecapAnswer): Block[] {
  const { figures } = answer;
  const { year, trophies, cotd, modes } = figures;
  const trophyBlock: Block = nothingIn.trophies(figures)
    ? { title: 'Trophies', big: '0', lines: [`No trophies gained in ${String(year)}`] }
    : {
        title: 'Trophy points',
        big: formatNumber(trophies.points),
        lines: [
          countOf(trophies.gains, 'gain'),
          ...(trophies.bestDay ? [`Best day: ${countOf(trophies.bestDay.points, 'point')}`] : []),
          ...(trophies.biggest ? [`Biggest: ${trophies.biggest.label}`] : []),
          ...(trophies.echelonAtYearEnd !== undefined
            ? [`Echelon ${String(trophies.echelonAtYearEnd)} at the year's end`]
            : []),
        ],
      };
  const cotdBlock: Block = nothingIn.cotd(figures)
    ? { title: 'Cup of the Day', big: '0', lines: [`No Cup of the Day in ${String(year)}`] }
    : {
        title: 'Cups of the Day',
        big: formatNumber(cotd.played),
        lines: [
          `${formatNumber(cotd.main)} main, ${countOf(cotd.reruns, 'rerun')}`,
          ...(cotd.bestRank !== undefined ? [`Best rank ${ordinal(cotd.bestRank)}`] : []),
          ...(cotd.bestDiv !== undefined && cotd.averageDiv !== undefined
            ? [`Best division ${String(cotd.bestDiv)}, average ${cotd.averageDiv.toFixed(1)}`]
            : []),
          countOf(cotd.divisionOne, 'division 1 finish', 'division 1 finishes'),
        ],
      };
  const played = modes.reduce((sum, mode) => sum + mode.played, 0);
  const bounded = modes.some((mode) => mode.boundHit);
  const mmBlock: Block =
    played === 0 && !bounded
      ? { title: 'Matchmaking', big: '0', lines: [`No matchmaking in ${String(year)}`] }
      : {
          title: 'Ranked matches',
          big: `${bounded ? '≥ ' : ''}${formatNumber(played)}`,
          lines: modes
            .filter((mode) => mode.played > 0 || mode.boundHit)
            .map(
              (mode) =>
                `${mode.name}: ${formatNumber(mode.played)} played, ${formatNumber(mode.won)} won${mode.rankNow === undefined ? '' : `, rank ${formatNumber(mode.rankNow)}`}`,
            ),
        };
  return [trophyBlock, cotdBlock, mmBlock];
}

function loadImage(src: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      resolve(image);
    };
    image.onerror = () => {
      resolve(undefined);
    };
    image.src = src;
  });
}

function drawBlock(
  ctx: CanvasRenderingContext2D,
  block: Block,
  box: { x: number; y: number; width: number; height: number },
  lineSize: number,
) {
  const { x, y, width, height } = box;
  ctx.fillStyle = PANEL;
  ctx.fillRect(x, y, width, height);
  ctx.fillStyle = PRIMARY;
  ctx.fillRect(x, y, 6, height);
  const inner = width - 48;
  ctx.fillStyle = MUTED;
  ctx.font = font(24, 600);
  ctx.fillText(fitted(ctx, block.title.toUpperCase(), inner), x + 28, y + 44);
  ctx.fillStyle = TEXT;
  ctx.font = font(64, 800);
  ctx.fillText(fitted(ctx, block.big, inner), x + 28, y + 116);
  ctx.font = font(lineSize);
  ctx.fillStyle = MUTED;
  block.lines.slice(0, 4).forEach((line, index) => {
    ctx.fillText(fitted(ctx, line, inner), x + 28, y + 160 + index * (lineSize + 10));
  });
}

/** Draws the card at its format's size; resolves once the flag is in (or known missing). */
export async function drawRecapCard(canvas: HTMLCanvasElement, answer: RecapAnswer, format: CardFormat): Promise<void> {
  const { width, height } = CARD_FORMATS[format];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const flag = answer.player.flag
    ? await loadImage(`/img/flags/${encodeURIComponent(answer.player.flag)}.jpg`)
    : undefined;
  const ground = ctx.createLinearGradient(0, 0, width, height);
  ground.addColorStop(0, GROUND[0]);
  ground.addColorStop(0.55, GROUND[1]);
  ground.addColorStop(1, GROUND[2]);
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = PRIMARY;
  ctx.fillRect(0, 0, width, 10);
  ctx.textBaseline = 'alphabetic';

  const margin = 56;
  ctx.fillStyle = ACCENT;
  ctx.font = font(28, 700);
  ctx.fillText(`${String(answer.year)} IN REVIEW`, margin, 78);
  let nameX = margin;
  if (flag) {
    ctx.drawImage(flag, margin, 108, 72, 48);
    nameX += 92;
  }
  drawName(ctx, answer.player.name, nameX, 152, width - nameX - margin, 56);
  if (answer.player.zone) {
    ctx.fillStyle = MUTED;
    ctx.font = font(24);
    ctx.fillText(fitted(ctx, answer.player.zone, width - 2 * margin), margin, 196);
  }

  const blocks = cardBlocks(answer);
  const top = 230;
  const footer = 64;
  const gap = 24;
  if (format === 'landscape') {
    const blockWidth = (width - 2 * margin - 2 * gap) / 3;
    blocks.forEach((block, index) => {
      const box = {
        x: margin + index * (blockWidth + gap),
        y: top,
        width: blockWidth,
        height: height - top - footer - 24,
      };
      drawBlock(ctx, block, box, 20);
    });
  } else {
    const blockHeight = (height - top - footer - 2 * gap - 24) / 3;
    blocks.forEach((block, index) => {
      drawBlock(
        ctx,
        block,
        { x: margin, y: top + index * (blockHeight + gap), width: width - 2 * margin, height: blockHeight },
        26,
      );
    });
  }
  ctx.fillStyle = MUTED;
  ctx.font = font(22);
  ctx.fillText('Powered by Trackmania.io', margin, height - 28);
}

/** The card as a PNG file. */
export function cardBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The picture could not be made.'));
    }, 'image/png');
  });
}
