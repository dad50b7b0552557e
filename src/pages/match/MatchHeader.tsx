import { GameText } from '../../components/GameText';
import { TimedButton } from '../../components/TimedButton';
import { groupTag, statusLabel, statusTagClass } from '../../lib/matchRules';

interface MatchHeaderProps {
  name: string | undefined;
  group: string | undefined;
  status: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

export function MatchHeader({ name, group, status, refreshing, onRefresh }: MatchHeaderProps) {
  const tag = groupTag(group);
  return (
    <header className="block match-header">
      <h1 className="title">{name ? <GameText text={name} /> : 'Match'}</h1>
      <div className="tags">
        {tag && (
          <span className="tag is-link match-group" title={tag.title}>
            {tag.label}
            {/* The tooltip is for the pointer; screen readers get the full group as text. */}
            {tag.title && <span className="is-sr-only">: {tag.title}</span>}
          </span>
        )}
        {status && <span className={statusTagClass(status)}>{statusLabel(status)}</span>}
      </div>
      <TimedButton className={refreshing ? 'is-loading' : ''} onClick={onRefresh}>
        Refresh
      </TimedButton>
    </header>
  );
}
