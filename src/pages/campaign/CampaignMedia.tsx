import { RemoteImage } from '../../components/RemoteImage';
import { mediaImages, type Campaign } from './api';

const LABELS: Record<string, string> = {
  buttonbackground: 'Button background',
  buttonforeground: 'Button foreground',
  decal: 'Decal',
  popupbackground: 'Popup background',
  popup: 'Popup',
  livebuttonbackground: 'Live button background',
  livebuttonforeground: 'Live button foreground',
};

/** The campaign's images (club media and the official campaign's in-game art), each with a link to the file. */
export function CampaignMedia({ campaign }: { campaign: Campaign }) {
  const images = mediaImages(campaign);
  if (images.length === 0) return null;
  return (
    <section className="block">
      <h2 className="title is-4">Media</h2>
      <div className="table-container">
        <table className="table is-fullwidth is-narrow campaign-media" aria-label="Media images">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Image</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {images.map(({ name, url }) => {
              const label = LABELS[name] ?? name;
              return (
                <tr key={name}>
                  <td>{label}</td>
                  <td>
                    <RemoteImage src={url} alt={label} className="campaign-media-image" />
                  </td>
                  <td>
                    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${label}`}>
                      Open
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
