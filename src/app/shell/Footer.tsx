import { Link } from 'react-router-dom';
import { PRODUCT_NAME, headerImageCredit, links, notAffiliated } from '../../lib/site';
import { paths } from '../../lib/paths';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  return (
    <footer className="footer">
      <div className="content has-text-centered is-size-7">
        <nav aria-label="Footer">
          <p>
            <Link to={paths.privacy()}>Privacy policy</Link>
            {' · '}
            <a href={links.apiDocs} {...external}>
              API
            </a>
            {' · '}
            <a href={links.communityChat} {...external}>
              Community chat
            </a>
            {' · '}
            <a href={links.patron} {...external}>
              Support us as a patron
            </a>
          </p>
        </nav>
        <p>{headerImageCredit}</p>
        <p>
          <strong>{PRODUCT_NAME}</strong>. {notAffiliated}
        </p>
      </div>
    </footer>
  );
}
