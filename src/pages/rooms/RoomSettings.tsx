import { settingsOf, type Room } from './api';

/** The room's script settings, key and value, as the API sent them. */
export function RoomSettings({ room }: { room: Room }) {
  const settings = settingsOf(room);
  return (
    <section className="block" aria-labelledby="room-settings-title">
      <h2 id="room-settings-title" className="subtitle">
        Script settings
      </h2>
      {settings.length === 0 ? (
        <p>This room has no script settings.</p>
      ) : (
        <div className="table-container room-table-container">
          <table className="table is-fullwidth is-narrow room-settings" aria-labelledby="room-settings-title">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {settings.map((setting, index) => (
                <tr key={`${setting.key}-${index}`}>
                  <td className="is-mono">{setting.key}</td>
                  <td className="is-mono room-setting-value">{setting.value === '' ? <span className="room-empty-value">(empty)</span> : setting.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
