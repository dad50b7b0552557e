import { useQuery } from '@tanstack/react-query';
import { GameText } from '../../components/GameText';
import { RemoteImage } from '../../components/RemoteImage';
import { TimeDisplay } from '../../components/TimeDisplay';
import { toPlainText } from '../../lib/gameText';
import { clubQueries } from '../../data/clubs';
import { SubPage, SubPageHead, SubPageState } from './SubPage';

/** /clubs/{id}/news/{activityId}: one news post of a club. */
export function ClubNewsPage() {
  return (
    <SubPage param="activityId" title="News">
      {(clubId, id) => <NewsView clubId={clubId} activityId={id} />}
    </SubPage>
  );
}

function NewsView({ clubId, activityId }: { clubId: number; activityId: number }) {
  const query = useQuery(clubQueries.news(clubId, activityId));
  if (!query.isSuccess)
    return <SubPageState title="News" what="this news post" pending={query.isPending} error={query.error} />;

  const news = query.data;
  const name = news.name ?? '';
  const headline = news.headline ?? '';
  // Paragraphs are separated by blank lines; a single line break inside one is kept by the style (pre-line).
  const paragraphs = (news.body ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return (
    <article className="club-news">
      <SubPageHead name={name} title="News" />
      {toPlainText(headline).trim() && (
        <p className="subtitle">
          <GameText text={headline} links />
        </p>
      )}
      {news.timestamp !== undefined && (
        <p className="block">
          Posted <TimeDisplay value={news.timestamp} full />
        </p>
      )}
      {news.media && (
        <RemoteImage
          src={news.media}
          alt={`Image of ${toPlainText(name) || 'the news post'}`}
          className="club-news-media block"
        />
      )}
      {paragraphs.length === 0 ? (
        <p className="club-muted">This news post has no text.</p>
      ) : (
        <div className="content">
          {paragraphs.map((text, index) => (
            <p key={index} className="club-news-paragraph">
              <GameText text={text} links />
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
